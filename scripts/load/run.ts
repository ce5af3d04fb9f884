// One run: a copy of the seeded database, the server as a child process, the members and the back
// office at work for the duration (the kill run SIGKILLs the server halfway and restarts it on the same
// data), then the checks and the summary.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../lib/free-port.mjs';
import { ServerProcess, serveArgs } from '../lib/server-process.ts';
import { copyDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import type { KillReport } from './check.ts';
import { CpuMeter, describeCpu } from './cpu-meter.ts';
import { MemberActor } from './member-actor.ts';
import type { LoadOptions, RunMode } from './options.ts';
import { prepareRun } from './prepare-run.ts';
import { printRunSummary, type RunResult } from './report.ts';
import { AUDIT_CHECK, verifyRun } from './verify.ts';

const MERCHANT = 'sim001';
const PROGRESS_EVERY_MS = 2000;
/** how long the members keep calling the dead port before the restart */
const DOWN_MS = 1500;
/** after the load ends, how long a request with no answer is still re-sent */
const RETRY_GRACE_MS = 60_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The load measures the money path, not scrypt: the server hashes (and checks the payment passwords of)
 * the members it registers at the documented load-test cost unless SIM_PASSWORD_COST says otherwise.
 */
export const LOAD_PASSWORD_COST = process.env.SIM_PASSWORD_COST ?? '10';

export async function runOnce(mode: RunMode, options: LoadOptions, templateDir: string): Promise<RunResult> {
  const log = (line: string) => console.log(`  [${mode}] ${line}`);
  console.log(
    `\n== ${mode} run: ${options.members} members, ${options.concurrency} workers, ${options.durationS} s of load` +
      `${mode === 'kill' ? ', SIGKILL halfway' : ''} ==`,
  );
  const dataDir = copyDataDir(templateDir, `sim-load-${mode}-`);
  const server = new ServerProcess({
    dataDir,
    port: options.port ?? (await freePort()),
    adminToken: randomBytes(16).toString('hex'),
    merchant: MERCHANT,
    logFile: path.join(dataDir, 'server.log'),
    // as `pnpm start` runs it: the prebuilt bundle under plain node, production settings
    nodeArgs: serveArgs(),
    env: { SIM_PASSWORD_COST: LOAD_PASSWORD_COST, NODE_ENV: 'production' },
  });
  try {
    return await loadAndVerify(mode, options, server, dataDir, log);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  [${mode}] FAIL: ${message}\n  server log (last lines):\n${server.logTail()}`);
    return { mode, ok: false, loadSeconds: 0, ops: 0, opsPerSecond: 0, failedChecks: 0, crashed: message };
  } finally {
    await server.stop();
    if (options.keep) log(`data kept in ${dataDir} (server.log beside sim.db)`);
    else removeDataDir(dataDir);
  }
}

async function loadAndVerify(
  mode: RunMode,
  options: LoadOptions,
  server: ServerProcess,
  dataDir: string,
  log: (line: string) => void,
): Promise<RunResult> {
  const startMs = await server.start();
  log(`server pid ${server.pid} answers on ${server.url} after ${seconds(startMs)} (data: ${dataDir})`);
  const { ctx, office } = await prepareRun(server, MERCHANT, options.members, log);
  const { stats } = ctx;
  const loadStart = Date.now();
  const cpu = new CpuMeter(server.pid);
  let deadline = loadStart + options.durationS * 1000;
  ctx.retryUntil = deadline + RETRY_GRACE_MS;
  const stop = () => Date.now() >= deadline;
  let serverState = '';
  const progress = setInterval(
    () =>
      console.log(
        stats.progressLine(
          mode,
          (Date.now() - loadStart) / 1000,
          `back office queue ${office.waiting}${serverState}`,
        ),
      ),
    PROGRESS_EVERY_MS,
  );

  let killFailure: unknown = null;
  const killTask = (async (): Promise<KillReport | null> => {
    if (mode !== 'kill') return null;
    await sleep((options.durationS * 1000) / 2);
    const pid = server.pid;
    const at = Date.now();
    log(`SIGKILL to the server's process group (pid ${pid}) at ${seconds(at - loadStart)}`);
    serverState = '  server DOWN';
    const exit = await server.kill();
    log(
      `pid ${pid} ${exit}${server.isAlive() ? ' but is STILL ALIVE' : ''}; members keep calling the dead port for ${seconds(DOWN_MS)}`,
    );
    await sleep(DOWN_MS);
    serverState = '  server RESTARTING';
    await server.start();
    serverState = '';
    log(
      `server restarted on the same data dir (pid ${server.pid}), ${seconds(Date.now() - at)} after the kill`,
    );
    return { at, pid, exit, restartMs: Date.now() - at };
  })().catch((error: unknown) => {
    // no server to come back to: stop the members rather than let them retry into the void
    killFailure = error;
    deadline = Date.now();
    ctx.retryUntil = 0;
    return null;
  });

  const workers = Array.from({ length: options.concurrency }, (_, i) =>
    new MemberActor(ctx, ctx.members[i % ctx.members.length]!).run(stop),
  );
  // about one back-office clerk per ten members keeps the queue of decisions short
  await Promise.all([...workers, office.run(stop, Math.max(2, Math.ceil(options.members / 10)))]);
  const kill = await killTask;
  clearInterval(progress);
  const loadSeconds = (Date.now() - loadStart) / 1000;
  const cpuSplit = cpu.read(stats.totals().ops, server.pid);
  if (killFailure) throw killFailure;
  log(`load stopped after ${loadSeconds.toFixed(1)} s (in-flight requests answered); checking the books ...`);
  log(describeCpu(cpuSplit));

  const checks = await verifyRun(ctx, path.join(dataDir, 'sim.db'), MERCHANT, kill, mode === 'kill');
  printRunSummary(mode, stats, loadSeconds, checks);
  const failed = checks.filter((c) => !c.ok).length;
  if (failed > 0) console.log(`\n  server log (last lines):\n${server.logTail()}`);
  const { ops } = stats.totals();
  const audit = checks.find((c) => c.name === AUDIT_CHECK);
  return {
    mode,
    ok: failed === 0,
    loadSeconds,
    ops,
    opsPerSecond: ops / loadSeconds,
    failedChecks: failed,
    audit,
    cpu: cpuSplit,
  };
}
