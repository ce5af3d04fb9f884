// pnpm test: every stage of the suite (plan.ts), the side lanes beside the main one. Prints each
// stage's start and end, a side stage's whole log if it fails, and a table of the stages' times.
// SIM_TEST_LANES=off runs the same stages one after the other, every one streaming.
import fs from 'node:fs';
import path from 'node:path';
import { oneLane, type Phase, PREREQUISITES, SUITE, stagesOf } from './plan.ts';
import { runStage, type StageResult } from './run-stage.ts';

const LOG_DIR = path.resolve('.tmp/test-logs');
const phases: readonly Phase[] = process.env.SIM_TEST_LANES === 'off' ? oneLane(SUITE) : SUITE;
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const say = (line: string) => console.log(`\n[suite ${clock()}] ${line}`);
const results: StageResult[] = [];
let failed = false;

async function runLane(lane: readonly string[], streams: boolean): Promise<void> {
  for (const stage of lane) {
    // a failure anywhere starts no new stage; the ones running finish
    if (failed) return;
    const log = streams ? undefined : path.join(LOG_DIR, `${stage.replace(':', '-')}.log`);
    say(`${stage}${log ? ` started beside the main lane (output: ${path.relative('.', log)})` : ''}`);
    const result = await runStage(stage, log);
    results.push(result);
    if (!result.ok) failed = true;
    say(`${stage} ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
    if (!result.ok && log) process.stdout.write(fs.readFileSync(log, 'utf8'));
  }
}

fs.mkdirSync(LOG_DIR, { recursive: true });
for (const script of PREREQUISITES) {
  const result = await runStage(script, undefined, ['bash', script]);
  if (!result.ok) {
    failed = true;
    say(`${script} FAILED`);
    break;
  }
}
for (const phase of phases) {
  if (failed) break;
  await Promise.all(phase.lanes.map((lane, index) => runLane(lane, index === 0)));
}

console.log(`\npnpm test: ${failed ? 'FAILED' : 'passed'} in ${clock().trim()}`);
// in the plan's order, whichever finished first
const order = stagesOf(phases);
results.sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
for (const { stage, ok, seconds } of results)
  console.log(`  ${ok ? 'ok    ' : 'FAILED'}  ${stage.padEnd(17)} ${seconds.toFixed(1).padStart(6)} s`);
process.exit(failed ? 1 : 0);
