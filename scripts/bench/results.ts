// What a bench run found, as written to its JSON file: every call next to its node:http twin, and the
// single figures (logins, the load test, memory, start, the site's first load). `metricsOf` flattens
// a run to `<figure>.<measure>` numbers, the form targets and --compare work on.
import { median } from './arithmetic.ts';

/** One measure of one target (the simulator or its twin), the median over the rounds. */
export interface RunFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** server CPU (user + system, all threads) per request answered */
  cpuMicrosPerRequest: number;
  /** non-2xx answers, socket errors and timeouts, summed over the rounds */
  failures: number;
}

export interface CallResult {
  id: string;
  label: string;
  group: string;
  simulator: RunFigures;
  nodeHttp: RunFigures;
  /** every round's figures, simulator and twin, for a closer look */
  rounds: { simulator: RunFigures; nodeHttp: RunFigures }[];
}

export type Unit = 'ms' | 'bytes' | 'per second' | 'count';

export interface ScalarResult {
  id: string;
  label: string;
  group: string;
  value: number;
  unit: Unit;
}

export interface BenchResults {
  startedAt: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  settings: { seconds: number; connections: number; rounds: number; groups: string[] };
  calls: CallResult[];
  scalars: ScalarResult[];
  /** groups that could not be measured (the server refused a call, a process died ...) and why */
  failedGroups: { group: string; message: string }[];
}

/**
 * A call's share of node:http: its throughput over the twin's, round by round (each round's two sides
 * ran in turns over the same stretch of time), the median of those; a file without rounds compares medians.
 */
export function shareOfNodeHttp(call: CallResult): number {
  const share = (pair: { simulator: RunFigures; nodeHttp: RunFigures }) =>
    pair.simulator.requestsPerSecond / pair.nodeHttp.requestsPerSecond;
  return call.rounds.length > 0 ? median(call.rounds.map(share)) : share(call);
}

export function metricsOf(results: BenchResults): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const call of results.calls) {
    metrics[`${call.id}.rps`] = call.simulator.requestsPerSecond;
    metrics[`${call.id}.p99Ms`] = call.simulator.p99Ms;
    metrics[`${call.id}.cpuUs`] = call.simulator.cpuMicrosPerRequest;
    metrics[`${call.id}.share`] = shareOfNodeHttp(call);
    metrics[`${call.id}.nodeHttpRps`] = call.nodeHttp.requestsPerSecond;
  }
  for (const scalar of results.scalars) metrics[scalar.id] = scalar.value;
  // a figure nobody could measure (no answer: NaN, null once in JSON) is left out
  return Object.fromEntries(Object.entries(metrics).filter(([, value]) => Number.isFinite(value)));
}
