// The command line of `pnpm test:load`.
import { parseArgs } from 'node:util';
import { boundedNumber, UsageError } from '../lib/command-line.ts';

export type RunMode = 'normal' | 'kill';

export interface LoadOptions {
  /** seconds of load per run */
  durationS: number;
  members: number;
  /** simultaneous workers; worker i drives member i % members */
  concurrency: number;
  modes: RunMode[];
  /** undefined: a free port */
  port: number | undefined;
  keep: boolean;
  /** the whole command stops (and fails) past this */
  hardTimeoutS: number;
}

export const USAGE = `pnpm test:load [options]
  --duration <s>      seconds of load per run (default 20)
  --members <n>       load members (default 30)
  --concurrency <n>   simultaneous workers (default: one per member)
  --only normal|kill  one run only (default: normal, then kill)
  --port <n>          server port (default: a free one)
  --keep              keep the data directories
  --timeout <s>       hard limit for the whole command (default: enough for the runs)
LOAD_LOG_LEVEL=info   the server's log level in <data dir>/server.log (default warn; see it with --keep)
LOAD_CPU_PROFILE=dir  the server writes a V8 CPU profile into dir when it stops`;

const integer = (text: string | undefined, name: string, min: number, max: number) =>
  boundedNumber(text, name, min, max);

export function parseLoadOptions(argv: string[]): LoadOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      members: { type: 'string' },
      concurrency: { type: 'string' },
      only: { type: 'string' },
      port: { type: 'string' },
      keep: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (values.only !== undefined && values.only !== 'normal' && values.only !== 'kill')
    throw new UsageError('--only must be normal or kill');
  const durationS = integer(values.duration, 'duration', 4, 3600) ?? 20;
  const members = integer(values.members, 'members', 1, 500) ?? 30;
  const modes: RunMode[] = values.only ? [values.only as RunMode] : ['normal', 'kill'];
  return {
    durationS,
    members,
    concurrency: integer(values.concurrency, 'concurrency', 1, 1000) ?? members,
    modes,
    port: integer(values.port, 'port', 1, 65535),
    keep: values.keep,
    // setup, restart and checks take well under two minutes a run; seeding the template once
    hardTimeoutS: integer(values.timeout, 'timeout', 10, 86_400) ?? 60 + modes.length * (durationS + 120),
  };
}
