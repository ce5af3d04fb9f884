// The command line of `pnpm bench` (flags, then BENCH_* variables, then defaults).
import { parseArgs } from 'node:util';
import { boundedNumber, UsageError } from '../lib/command-line.ts';

export const GROUPS = [
  'mix',
  'status',
  'games',
  'token',
  'login',
  'round',
  'site',
  'lighthouse',
  'load',
  'team',
  'start',
  'shared',
] as const;
export type Group = (typeof GROUPS)[number];
/** shared starts a throwaway PostgreSQL cluster of its own: asked for by name only */
const DEFAULT_GROUPS = GROUPS.filter((group) => group !== 'shared');

export interface BenchOptions {
  /** seconds of load per measured run (after a warm-up run) */
  seconds: number;
  warmupSeconds: number;
  connections: number;
  rounds: number;
  /** A B B A turns of the simulator and its twin per round (interleave.ts) */
  turns: number;
  groups: Group[];
  /** seconds of the money load test's run */
  loadSeconds: number;
  /** rounds in the bench team (1,000,000 as issue 14 asks; fewer with --quick) */
  teamRounds: number;
  /** members whose page loads make the mix */
  mixMembers: number;
  /** seconds each side of each call of the mix alone */
  mixCallSeconds: number;
  out: string | undefined;
  compare: string | undefined;
  /** the shared group against a running cluster's proxy instead of a throwaway one */
  baseUrl: string | undefined;
}

export const USAGE = `pnpm bench [options]
  --only <group>      one group (or several, comma-separated): ${GROUPS.join(', ')}
  --quick             a smoke run: 2 s runs, one round, 10 connections, a small team
  --compare <file>    print the change of every figure against an earlier run's JSON
  --out <file>        the results file (default .tmp/bench/<timestamp>.json; also .tmp/bench/latest.json)
  --base-url <url>    the shared group against a running cluster's proxy (LOAD_ADMIN_TOKEN, DATABASE_URL)
Groups run by default: ${DEFAULT_GROUPS.join(', ')}. shared (by name only: --only shared) is the money
load on SQLite x 1 process beside a throwaway PostgreSQL x 2 replicas behind the proxy.
BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3), BENCH_TURNS (2: each round's seconds
are cut into slices of the simulator and its twin in turns, A B B A A B B A), BENCH_TEAM_ROUNDS (1000000),
BENCH_LOAD_SECONDS (10), BENCH_MIX_MEMBERS (40: the members whose page loads make the mix),
BENCH_MIX_CALL_SECONDS (3: each call of the mix alone, one round at 10 connections). The server runs with production settings (SIM_PASSWORD_COST 15);
SIM_PASSWORD_COST=10 pnpm bench measures logins with cheap hashes.`;

export function parseBenchOptions(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      quick: { type: 'boolean', default: false },
      compare: { type: 'string' },
      out: { type: 'string' },
      'base-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const groups = values.only ? values.only.split(',').map((g) => g.trim()) : [...DEFAULT_GROUPS];
  for (const group of groups)
    if (!(GROUPS as readonly string[]).includes(group))
      throw new UsageError(`--only: no group ${group} (groups: ${GROUPS.join(', ')})`);
  const quick = values.quick;
  const number = (name: string, min: number, max: number) => boundedNumber(env[name], name, min, max, false);
  return {
    seconds: number('BENCH_SECONDS', 1, 600) ?? (quick ? 2 : 10),
    warmupSeconds: quick ? 1 : 2,
    connections: number('BENCH_CONNECTIONS', 1, 1000) ?? (quick ? 10 : 50),
    rounds: number('BENCH_ROUNDS', 1, 20) ?? (quick ? 1 : 3),
    turns: number('BENCH_TURNS', 1, 10) ?? (quick ? 1 : 2),
    groups: groups as Group[],
    loadSeconds: number('BENCH_LOAD_SECONDS', 4, 600) ?? (quick ? 4 : 10),
    teamRounds: number('BENCH_TEAM_ROUNDS', 1000, 10_000_000) ?? (quick ? 20_000 : 1_000_000),
    mixMembers: number('BENCH_MIX_MEMBERS', 1, 1000) ?? 40,
    mixCallSeconds: number('BENCH_MIX_CALL_SECONDS', 1, 600) ?? (quick ? 2 : 3),
    out: values.out,
    compare: values.compare,
    baseUrl: values['base-url'],
  };
}
