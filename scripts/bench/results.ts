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
  /**
   * What the share compares: throughput (the simulator's req/s over the twin's, by default) or CPU (the
   * twin's CPU per request over the simulator's: a mix whose load is fixed by its connections).
   */
  shareBy?: 'throughput' | 'cpu';
  simulator: RunFigures;
  nodeHttp: RunFigures;
  /** every round's figures, simulator and twin, for a closer look */
  rounds: { simulator: RunFigures; nodeHttp: RunFigures }[];
}

export type Unit = 'ms' | 'µs' | 'bytes' | 'per second' | 'count';

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

type Pair = { simulator: RunFigures; nodeHttp: RunFigures };

/** One round's share of node:http, by throughput or by CPU per request (CallResult.shareBy). */
export function roundShare(pair: Pair, shareBy: CallResult['shareBy'] = 'throughput'): number {
  return shareBy === 'cpu'
    ? pair.nodeHttp.cpuMicrosPerRequest / pair.simulator.cpuMicrosPerRequest
    : pair.simulator.requestsPerSecond / pair.nodeHttp.requestsPerSecond;
}

/**
 * A call's share of node:http: round by round (each round's two sides ran in turns over the same
 * stretch of time), the median of those; a file without rounds compares medians.
 */
export function shareOfNodeHttp(call: CallResult): number {
  const share = (pair: Pair) => roundShare(pair, call.shareBy);
  return call.rounds.length > 0 ? median(call.rounds.map(share)) : share(call);
}

/** The measures of every call, as `<call id>.<measure>` (metricsOf, targets). */
const CALL_MEASURES = {
  rps: (call: CallResult) => call.simulator.requestsPerSecond,
  p99Ms: (call: CallResult) => call.simulator.p99Ms,
  cpuUs: (call: CallResult) => call.simulator.cpuMicrosPerRequest,
  share: shareOfNodeHttp,
  nodeHttpRps: (call: CallResult) => call.nodeHttp.requestsPerSecond,
};

/** Whether `metric` is one of a call's measures: `<callId>.<measure>`. */
export const isCallMeasure = (metric: string, callId: string) =>
  metric.startsWith(`${callId}.`) && metric.slice(callId.length + 1) in CALL_MEASURES;

export function metricsOf(results: BenchResults): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const call of results.calls)
    for (const [measure, of] of Object.entries(CALL_MEASURES)) metrics[`${call.id}.${measure}`] = of(call);
  for (const scalar of results.scalars) metrics[scalar.id] = scalar.value;
  // a figure nobody could measure (no answer: NaN, null once in JSON) is left out
  return Object.fromEntries(Object.entries(metrics).filter(([, value]) => Number.isFinite(value)));
}
