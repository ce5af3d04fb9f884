// The browser suite's coverage (playwright.config.ts): global setup starts a run on every worker's
// server, global teardown stops them, merges their reports (each server has its own database) and writes
// test-results/coverage.md and coverage.json, and prints the summary line for the CI log.
import fs from 'node:fs';
import path from 'node:path';
import { coverageSummaryLine } from '@sim/shared/admin/coverage';
import { E2E_ADMIN_TOKEN, E2E_WORKERS, portOf } from '../../../playwright.config.ts';
import { createAdminClient } from '../../../server/src/admin/client.ts';
import { coverageMarkdown } from '../../../server/src/control/coverage-formats.ts';
import { mergeCoverageReports } from '../../../server/src/control/coverage-merge.ts';

const RUN_NAME = 'browser suite';
const OUT_DIR = path.resolve('test-results');

const admins = () =>
  Array.from({ length: E2E_WORKERS }, (_, index) =>
    createAdminClient({ url: `http://127.0.0.1:${portOf(index)}`, token: E2E_ADMIN_TOKEN }),
  );

export async function startCoverage(): Promise<void> {
  await Promise.all(admins().map((admin) => admin.coverage.start.mutate({ name: RUN_NAME })));
}

export async function writeCoverage(): Promise<void> {
  const reports = await Promise.all(
    admins().map(async (admin) => {
      const run = await admin.coverage.stop.mutate();
      return (await admin.coverage.report.query({ runId: run.id, format: 'json' })).report;
    }),
  );
  const report = mergeCoverageReports(reports);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'coverage.md'), coverageMarkdown(report));
  fs.writeFileSync(path.join(OUT_DIR, 'coverage.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${coverageSummaryLine(report)} (test-results/coverage.md)`);
}
