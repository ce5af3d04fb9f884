// pnpm bench: throughput and p99 of the simulator's hot endpoints next to a bare Fastify route
// returning the same JSON, in one run. BENCH_SECONDS and BENCH_CONNECTIONS tune it.
import { measure, printComparison, startBaseline, startSimulator } from './harness.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const headers = { merchant: 'sim001', language: 'EN' };

console.log(`bench: ${seconds} s per run, ${connections} connections (Node ${process.version})`);
console.log('  starting the simulator on a fresh seeded database ...');
const sim = await startSimulator();
const statusUrl = `${sim.url}/wps/system/status?url=localhost`;
const statusBody = await (await fetch(statusUrl, { headers })).text();
const baselineServer = await startBaseline(statusBody);

try {
  const baseline = await measure('bare Fastify, same JSON', `${baselineServer.url}/wps/system/status`, {
    seconds,
    connections,
  });
  const status = await measure('GET /wps/system/status', statusUrl, { headers, seconds, connections });
  printComparison([baseline, status], baseline);
} finally {
  await baselineServer.close();
  await sim.close();
}
