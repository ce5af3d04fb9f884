// A short seeded fuzzing run inside the unit tests: every REST operation and admin procedure gets a few
// hostile requests; no undocumented 5xx, always the envelope, and the server, database and books sound
// afterwards. `pnpm fuzz` runs the same at any size.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../server/src/test/harness.ts';
import { formatReport } from './report.ts';
import { runFuzz } from './run.ts';
import { listenForFuzzing } from './target.ts';

const SEED = 20261122;
const REQUESTS = 1600;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('survives a seeded fuzzing run of every operation', async () => {
  const target = await listenForFuzzing(t.app, TEST_ADMIN_TOKEN);
  const report = await runFuzz(target, { requests: REQUESTS, seed: SEED, operationTimeLimitMs: 5_000 });
  console.log(formatReport(report));
  expect(report.restOperations).toBeGreaterThan(50);
  expect(report.adminOperations).toBeGreaterThan(50);
  expect(report.requests).toBeGreaterThanOrEqual(REQUESTS * 0.8);
  expect(report.failures.map((f) => `${f.operation} (${f.family}): ${f.reason}\n${f.request}`)).toEqual([]);
  expect(report.checks.filter((check) => !check.ok)).toEqual([]);
}, 180_000);
