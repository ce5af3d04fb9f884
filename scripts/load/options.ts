// The command line of `pnpm test:load`.
import { parseArgs } from 'node:util';
import { boundedNumber, UsageError } from '../lib/command-line.ts';

/** normal and kill: SQLite x 1 process; cluster: PostgreSQL x 2 replicas behind the proxy (scripts/cluster) */
export const RUN_MODES = ['normal', 'kill', 'cluster'] as const;
export type RunMode = (typeof RUN_MODES)[number];

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
  /** the cluster run against a running one (its proxy) instead of a throwaway cluster */
  baseUrl: string | undefined;
}

export const USAGE = `pnpm test:load [options]
  --duration <s>      seconds of load per run (default 20)
  --members <n>       load members (default 30)
  --concurrency <n>   simultaneous workers (default: one per member)
  --only <runs>       normal, kill, cluster, or several comma-separated (default: normal,kill);
                      cluster: a throwaway PostgreSQL x 2 replicas behind the proxy (pnpm test:cluster's),
                      printed beside SQLite x 1 process: --only normal,cluster
  --base-url <url>    the cluster run against a running cluster's proxy instead (LOAD_ADMIN_TOKEN: its
                      admin token; DATABASE_URL: its database, for the checks)
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
      'base-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const modes = (values.only?.split(',').map((m) => m.trim()) ?? ['normal', 'kill']) as RunMode[];
  for (const mode of modes)
    if (!RUN_MODES.includes(mode))
      throw new UsageError(`--only: no run ${mode} (runs: ${RUN_MODES.join(', ')})`);
  if (values['base-url'] !== undefined && !modes.includes('cluster'))
    throw new UsageError('--base-url is for the cluster run: --only cluster (or normal,cluster)');
  const durationS = integer(values.duration, 'duration', 4, 3600) ?? 20;
  const members = integer(values.members, 'members', 1, 500) ?? 30;
  return {
    durationS,
    members,
    concurrency: integer(values.concurrency, 'concurrency', 1, 1000) ?? members,
    modes,
    port: integer(values.port, 'port', 1, 65535),
    keep: values.keep,
    // setup, restart and checks take well under two minutes a run; seeding the template once
    hardTimeoutS: integer(values.timeout, 'timeout', 10, 86_400) ?? 60 + modes.length * (durationS + 120),
    baseUrl: values['base-url'],
  };
}
