// One soak: a copy of the seeded database, the server as a child process, members moving money, a back
// office deciding, visitors browsing and the control room reading, all paced, for the duration; the
// server process sampled every few seconds. Then: no steady growth, and the load test's checks that
// nothing acknowledged was lost and the books balance.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../lib/free-port.mjs';
import { ServerProcess } from '../lib/server-process.ts';
import { copyDataDir, removeDataDir } from '../lib/temp-data-dir.ts';
import type { CheckResult } from '../load/check.ts';
import type { RunContext } from '../load/context.ts';
import { MemberActor } from '../load/member-actor.ts';
import { prepareRun } from '../load/prepare-run.ts';
import { printRunSummary } from '../load/report.ts';
import { verifyRun } from '../load/verify.ts';
import { AdminReader } from './admin-reader.ts';
import type { SoakOptions } from './options.ts';
import { sampleHeader, sampleRow, summaryLines } from './report.ts';
import { type Sample, Sampler } from './sampler.ts';
import { DEFAULT_LIMITS, growthChecks } from './trend.ts';
import { VISITOR_PASSWORD, Visitor } from './visitor.ts';

const MERCHANT = 'sim001';
/** after the load ends, how long a request with no answer is still re-sent */
const RETRY_GRACE_MS = 60_000;

export interface SoakResult {
  ok: boolean;
  loadSeconds: number;
  ops: number;
  samples: Sample[];
  checks: CheckResult[];
  /** set when the run could not get as far as its checks */
  crashed?: string;
}

const log = (line: string) => console.log(`  [soak] ${line}`);

export async function runSoak(options: SoakOptions, templateDir: string): Promise<SoakResult> {
  const dataDir = copyDataDir(templateDir, 'sim-soak-');
  const server = new ServerProcess({
    dataDir,
    port: options.port ?? (await freePort()),
    adminToken: randomBytes(16).toString('hex'),
    merchant: MERCHANT,
    logFile: path.join(dataDir, 'server.log'),
  });
  try {
    return await soak(options, server, path.join(dataDir, 'sim.db'));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  [soak] FAIL: ${message}\n  server log (last lines):\n${server.logTail()}`);
    return { ok: false, loadSeconds: 0, ops: 0, samples: [], checks: [], crashed: message };
  } finally {
    await server.stop();
    if (options.keep) log(`data kept in ${dataDir} (server.log beside sim.db)`);
    else removeDataDir(dataDir);
  }
}

async function createVisitors(ctx: RunContext, count: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let i = 1; i <= count; i++) {
    const username = `visit${String(i).padStart(3, '0')}`;
    await ctx.admin.members.create.mutate({ username, password: VISITOR_PASSWORD, hasLoggedInBefore: true });
    visitors.push(new Visitor(ctx, username));
  }
  return visitors;
}

async function soak(options: SoakOptions, server: ServerProcess, dbFile: string): Promise<SoakResult> {
  const startMs = await server.start();
  log(`server pid ${server.pid} answers on ${server.url} after ${(startMs / 1000).toFixed(1)} s`);
  const { ctx, office } = await prepareRun(server, MERCHANT, options.members, log);
  const visitors = await createVisitors(ctx, options.visitors);
  const sampler = new Sampler(server, ctx.admin, dbFile, ctx.stats);

  const loadStart = Date.now();
  const deadline = loadStart + options.durationS * 1000;
  ctx.retryUntil = deadline + RETRY_GRACE_MS;
  const stop = () => Date.now() >= deadline;
  const elapsedS = () => Math.round((Date.now() - loadStart) / 100) / 10;
  log(
    `${options.durationS} s of load: ${options.members} members, ${options.visitors} visitors, a back office ` +
      `and a control-room reader, ${options.pauseMs} ms between steps; a sample every ${options.intervalS} s`,
  );
  console.log(sampleHeader());
  const take = async () => console.log(sampleRow(await sampler.take(elapsedS())));
  const sampling = (async () => {
    for (let tick = 0; !stop(); tick++) {
      await take();
      await sleep(Math.max(0, loadStart + (tick + 1) * options.intervalS * 1000 - Date.now()));
    }
  })();
  await Promise.all([
    ...ctx.members.map((member) => new MemberActor(ctx, member).run(stop, options.pauseMs)),
    office.run(stop, Math.max(2, Math.ceil(options.members / 10))),
    ...visitors.map((visitor) => visitor.run(stop, options.pauseMs)),
    new AdminReader(ctx).run(stop),
  ]);
  await sampling;
  await take(); // the load is over: where the process settled
  const loadSeconds = (Date.now() - loadStart) / 1000;

  console.log('\n  the server process over the run');
  for (const line of summaryLines(sampler.samples)) console.log(line);
  log('checking growth and the books ...');
  const checks = [
    ...growthChecks(sampler.samples, { ...DEFAULT_LIMITS, rssSlopeMbPerMin: options.rssSlopeMbPerMin }),
    ...(await verifyRun(ctx, dbFile, MERCHANT, null, false)),
  ];
  printRunSummary('soak', ctx.stats, loadSeconds, checks);
  const failed = checks.filter((c) => !c.ok).length;
  if (failed > 0) console.log(`\n  server log (last lines):\n${server.logTail()}`);
  return { ok: failed === 0, loadSeconds, ops: ctx.stats.totals().ops, samples: sampler.samples, checks };
}
