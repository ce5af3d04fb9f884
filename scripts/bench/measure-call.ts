// One call measured: its answer captured from the simulator, a node:http twin started to give the very
// same answer, then rounds from the load-generator process: both warmed up, then the simulator's and
// the twin's runs in turns (interleave.ts), the server's CPU read from /proc around each. Medians over
// the rounds.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '../lib/server-process.ts';
import { median } from './arithmetic.ts';
import type { LoadGenerator } from './generator-client.ts';
import { combinedFigures, interleavedSlices, type Side, type SliceCount } from './interleave.ts';
import type { GeneratorJob, RequestVariant } from './load-generator.ts';
import type { CapturedAnswer } from './node-http-twin.ts';
import { cpuTicks, TICKS_PER_SECOND, untilQuiet } from './proc-watch.ts';
import { type CallResult, type RunFigures, roundShare } from './results.ts';
import { startTwinProcess } from './twin-process.ts';

export interface Call {
  id: string;
  label: string;
  group: string;
  method: 'GET' | 'POST';
  path: string;
  variants: RequestVariant[];
  /** `[<id>]` in the body becomes a new id per request */
  uniqueIds?: boolean;
}

export interface Measuring {
  generator: LoadGenerator;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  rounds: number;
  /** A B B A turns per round (interleave.ts) */
  turns: number;
  log: (line: string) => void;
}

/** A process the bench can load: its URL and the pid whose CPU it reads. */
export interface Target {
  url: string;
  pid: number;
}

const REQUEST_TIMEOUT_S = 60;
/** Headers Node writes for any server (or for the twin's own body): every other one is the answer's own. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * A capture's request headers: as the load generator sends them, with no Accept-Encoding (fetch would
 * otherwise ask for gzip, unpack the answer and keep its content-encoding header, and the twin would
 * send plain bytes labelled compressed).
 */
export const asLoadSends = (headers: Record<string, string> = {}): Record<string, string> => ({
  'accept-encoding': 'identity',
  ...headers,
});

/** The simulator's answer to the call's first variant; refused or failed answers stop the bench. */
export async function capture(url: string, call: Call): Promise<CapturedAnswer> {
  const variant = call.variants[0] ?? {};
  const body = call.uniqueIds ? variant.body?.replaceAll('[<id>]', randomUUID()) : variant.body;
  const response = await fetch(`${url}${variant.path ?? call.path}`, {
    method: variant.method ?? call.method,
    headers: asLoadSends(variant.headers),
    body,
  });
  const { answer, text } = await capturedAnswer(response);
  if (!response.ok || !text.startsWith('{"success":true'))
    throw new Error(`${call.label}: the simulator answered HTTP ${response.status} ${text.slice(0, 200)}`);
  return answer;
}

/** An answer as a twin gives it again: status, its own headers, the body's bytes (and the body as text). */
export async function capturedAnswer(response: Response): Promise<{ answer: CapturedAnswer; text: string }> {
  // fetch has unpacked a compressed answer: its bytes are not the ones the server sent
  if (response.headers.has('content-encoding'))
    throw new Error(
      `${response.url}: a compressed answer (${response.headers.get('content-encoding')}) cannot be replayed`,
    );
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  // the twin sends the very same bytes: the security and cache headers cost a server too
  response.headers.forEach((value, name) => {
    if (!NODE_OWN_HEADERS.has(name)) headers[name] = value;
  });
  return {
    answer: { status: response.status, headers, bodyBase64: bytes.toString('base64') },
    text: bytes.toString('utf8'),
  };
}

/** A node:http twin answering `answer`, as a process of its own. */
export function startTwin(answer: CapturedAnswer, dir: string): Promise<ServerProcess> {
  return startTwinProcess(dir, 'node-http-twin.ts', 'TWIN_ANSWER_FILE', answer);
}

async function quietly(measuring: Measuring, target: Target): Promise<void> {
  if (!(await untilQuiet(target.pid)))
    measuring.log(`pid ${target.pid} was still busy after a minute; going on`);
}

function jobOf(measuring: Measuring, target: Target, call: Call, seconds: number): GeneratorJob {
  return {
    url: `${target.url}${call.path}`,
    method: call.method,
    variants: call.variants,
    uniqueIds: call.uniqueIds,
    seconds,
    connections: measuring.connections,
    // long: a timed-out request is sent again while the server still works on the first (a slow login
    // would pile up); one still unanswered when the run ends is simply not counted
    timeoutSeconds: REQUEST_TIMEOUT_S,
  };
}

/** A warm-up run, then the target left to go quiet. */
async function warmUp(measuring: Measuring, target: Target, call: Call): Promise<void> {
  await measuring.generator.run(jobOf(measuring, target, call, measuring.warmupSeconds));
  // the warm-up's queued requests are answered before the run starts, and each run's before the next
  await quietly(measuring, target);
}

async function timedSlice(
  measuring: Measuring,
  target: Target,
  call: Call,
  seconds: number,
): Promise<SliceCount> {
  const before = cpuTicks(target.pid);
  const result = await measuring.generator.run(jobOf(measuring, target, call, seconds));
  const ticks = cpuTicks(target.pid) - before;
  await quietly(measuring, target);
  return { ...result, ticks };
}

/** One round: both warmed up, then their slices in turns (interleave.ts), each side's added up. */
async function timedRound(
  measuring: Measuring,
  targets: Record<Side, Target>,
  call: Call,
  first: Side,
): Promise<Record<Side, RunFigures>> {
  await warmUp(measuring, targets.simulator, call);
  await warmUp(measuring, targets.nodeHttp, call);
  const counted: Record<Side, SliceCount[]> = { simulator: [], nodeHttp: [] };
  for (const slice of interleavedSlices(measuring.turns, first))
    counted[slice.side].push(
      await timedSlice(measuring, targets[slice.side], call, measuring.seconds * slice.fraction),
    );
  return {
    simulator: combinedFigures(counted.simulator, TICKS_PER_SECOND),
    nodeHttp: combinedFigures(counted.nodeHttp, TICKS_PER_SECOND),
  };
}

export function medianFigures(runs: RunFigures[]): RunFigures {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuMicrosPerRequest: median(runs.map((r) => r.cpuMicrosPerRequest)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

const brief = (f: RunFigures) =>
  `${Math.round(f.requestsPerSecond)} req/s, p99 ${f.p99Ms} ms, ${Math.round(f.cpuMicrosPerRequest)} µs CPU/req${f.failures ? `, ${f.failures} FAILED` : ''}`;

/** A call measured against a twin already running; the simulator and the twin in turns, medians over rounds. */
export async function measureAgainst(
  measuring: Measuring,
  targets: Record<Side, Target>,
  call: Call,
  shareBy: CallResult['shareBy'] = 'throughput',
): Promise<CallResult> {
  const rounds: CallResult['rounds'] = [];
  for (let round = 1; round <= measuring.rounds; round++) {
    // the side that starts takes turns too
    const figures = await timedRound(measuring, targets, call, round % 2 === 1 ? 'simulator' : 'nodeHttp');
    const share = roundShare(figures, shareBy);
    measuring.log(
      `${call.label}, round ${round}: ${brief(figures.simulator)} | node:http ${brief(figures.nodeHttp)} | ${(share * 100).toFixed(1)} %`,
    );
    rounds.push(figures);
  }
  return {
    id: call.id,
    label: call.label,
    group: call.group,
    ...(shareBy === 'cpu' ? { shareBy } : {}),
    simulator: medianFigures(rounds.map((r) => r.simulator)),
    nodeHttp: medianFigures(rounds.map((r) => r.nodeHttp)),
    rounds,
  };
}

export async function measureCall(measuring: Measuring, simulator: Target, call: Call): Promise<CallResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-bench-twin-'));
  const twin = await startTwin(await capture(simulator.url, call), dir);
  try {
    return await measureAgainst(measuring, { simulator, nodeHttp: { url: twin.url, pid: twin.pid! } }, call);
  } finally {
    await twin.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
