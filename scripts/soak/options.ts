// The command line of `pnpm test:soak`.
import { parseArgs } from 'node:util';
import { boundedNumber, UsageError } from '../lib/command-line.ts';

export interface SoakOptions {
  /** seconds of load */
  durationS: number;
  /** seconds between samples of the server process */
  intervalS: number;
  /** load members (deposits, transfers, rounds, withdrawals) */
  members: number;
  /** visitors (status, login, game list, balance, logout) */
  visitors: number;
  /** ms each member and visitor waits between steps */
  pauseMs: number;
  /** RSS growth over the last half above this (MB a minute) fails the run */
  rssSlopeMbPerMin: number;
  port: number | undefined;
  keep: boolean;
  hardTimeoutS: number;
}

export const USAGE = `pnpm test:soak [options]
  --duration <t>       how long the load runs: 600, 90s, 10m (default 10m)
  --interval <s>       seconds between samples of the server process (default 5)
  --members <n>        members moving money (default 12)
  --visitors <n>       visitors browsing: status, login, game list, balance, logout (default 4)
  --pause <ms>         pause of each member and visitor between steps (default 20)
  --rss-slope <MB>     most RSS growth a minute allowed over the last half (default 2)
  --port <n>           server port (default: a free one)
  --keep               keep the data directory (server.log beside sim.db)
  --timeout <s>        hard limit for the whole command (default: the duration + 4 minutes)`;

/** `600`, `90s` or `10m` as seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)(s|m)?$/.exec(text.trim());
  const seconds = match ? Number(match[1]) * (match[2] === 'm' ? 60 : 1) : Number.NaN;
  if (!Number.isInteger(seconds) || seconds < 5 || seconds > 86_400)
    throw new UsageError('--duration must be 5 s to 24 h: 600, 90s or 10m');
  return seconds;
}

const number = (text: string | undefined, name: string, min: number, max: number) =>
  boundedNumber(text, name, min, max, false);

export function parseSoakOptions(argv: string[]): SoakOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      interval: { type: 'string' },
      members: { type: 'string' },
      visitors: { type: 'string' },
      pause: { type: 'string' },
      'rss-slope': { type: 'string' },
      port: { type: 'string' },
      keep: { type: 'boolean', default: false },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const durationS = values.duration === undefined ? 600 : parseDuration(values.duration);
  return {
    durationS,
    intervalS: number(values.interval, 'interval', 1, 600) ?? 5,
    members: Math.round(number(values.members, 'members', 1, 200) ?? 12),
    visitors: Math.round(number(values.visitors, 'visitors', 0, 200) ?? 4),
    pauseMs: number(values.pause, 'pause', 0, 60_000) ?? 20,
    rssSlopeMbPerMin: number(values['rss-slope'], 'rss-slope', 0, 1000) ?? 2,
    port: number(values.port, 'port', 1, 65535),
    keep: values.keep,
    hardTimeoutS: number(values.timeout, 'timeout', 10, 172_800) ?? durationS + 240,
  };
}
