// One call measured: its answer captured from the simulator, a node:http twin started to give the very
// same answer, then rounds of (simulator run, twin run) from the load-generator process, each run
// after a warm-up, the server's CPU read from /proc around it. Medians over the rounds.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ServerProcess } from '../load/server-process.ts';
import { cpuMicrosPerRequest, median } from './arithmetic.ts';
import type { LoadGenerator } from './generator-client.ts';
import type { GeneratorJob, RequestVariant } from './load-generator.ts';
import type { CapturedAnswer } from './node-http-twin.ts';
import { cpuTicks, TICKS_PER_SECOND, untilQuiet } from './proc-watch.ts';
import type { CallResult, RunFigures } from './results.ts';

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

/** The simulator's answer to the call's first variant; refused or failed answers stop the bench. */
export async function capture(url: string, call: Call): Promise<CapturedAnswer> {
  const variant = call.variants[0] ?? {};
  const body = call.uniqueIds ? variant.body?.replaceAll('[<id>]', randomUUID()) : variant.body;
  const response = await fetch(`${url}${call.path}`, { method: call.method, headers: variant.headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  if (!response.ok || !text.startsWith('{"success":true'))
    throw new Error(`${call.label}: the simulator answered HTTP ${response.status} ${text.slice(0, 200)}`);
  const headers: Record<string, string> = {};
  // the twin sends the very same bytes: the security and cache headers cost a server too
  response.headers.forEach((value, name) => {
    if (!NODE_OWN_HEADERS.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, bodyBase64: bytes.toString('base64') };
}

/** A node:http twin answering `answer`, as a process of its own. */
export async function startTwin(answer: CapturedAnswer, dir: string): Promise<ServerProcess> {
  const answerFile = path.join(dir, 'answer.json');
  fs.writeFileSync(answerFile, JSON.stringify(answer));
  const twin = new ServerProcess({
    dataDir: dir,
    port: await freePort(),
    adminToken: 'none',
    merchant: 'none',
    logFile: path.join(dir, 'twin.log'),
    nodeArgs: ['--import', 'tsx', 'scripts/bench/node-http-twin.ts'],
    env: { TWIN_ANSWER_FILE: answerFile },
  });
  await twin.start();
  return twin;
}

async function quietly(measuring: Measuring, target: Target): Promise<void> {
  if (!(await untilQuiet(target.pid)))
    measuring.log(`pid ${target.pid} was still busy after a minute; going on`);
}

async function timedRun(measuring: Measuring, target: Target, call: Call): Promise<RunFigures> {
  const job = (seconds: number): GeneratorJob => ({
    url: `${target.url}${call.path}`,
    method: call.method,
    variants: call.variants,
    uniqueIds: call.uniqueIds,
    seconds,
    connections: measuring.connections,
    // long: a timed-out request is sent again while the server still works on the first (a slow login
    // would pile up); one still unanswered when the run ends is simply not counted
    timeoutSeconds: REQUEST_TIMEOUT_S,
  });
  await measuring.generator.run(job(measuring.warmupSeconds));
  // the warm-up's queued requests are answered before the run starts, and the run's before the next
  await quietly(measuring, target);
  const before = cpuTicks(target.pid);
  const result = await measuring.generator.run(job(measuring.seconds));
  const spent = cpuTicks(target.pid) - before;
  await quietly(measuring, target);
  return {
    requestsPerSecond: result.requests / result.seconds,
    // a run that got no answer at all has no p99 (autocannon says 0)
    p99Ms: result.requests > 0 ? result.p99Ms : Number.NaN,
    cpuMicrosPerRequest: cpuMicrosPerRequest(spent, TICKS_PER_SECOND, result.requests),
    failures: result.failures,
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

export async function measureCall(measuring: Measuring, simulator: Target, call: Call): Promise<CallResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-bench-twin-'));
  const twin = await startTwin(await capture(simulator.url, call), dir);
  const rounds: CallResult['rounds'] = [];
  try {
    for (let round = 1; round <= measuring.rounds; round++) {
      const sim = await timedRun(measuring, simulator, call);
      const bare = await timedRun(measuring, { url: twin.url, pid: twin.pid! }, call);
      measuring.log(`${call.label}, round ${round}: ${brief(sim)} | node:http ${brief(bare)}`);
      rounds.push({ simulator: sim, nodeHttp: bare });
    }
  } finally {
    await twin.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return {
    id: call.id,
    label: call.label,
    group: call.group,
    simulator: medianFigures(rounds.map((r) => r.simulator)),
    nodeHttp: medianFigures(rounds.map((r) => r.nodeHttp)),
    rounds,
  };
}
