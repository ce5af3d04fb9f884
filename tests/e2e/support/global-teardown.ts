// Runs before the worker servers stop: the suite's coverage report (coverage-run.ts), then the run's
// template database goes (template.ts).
import { writeCoverage } from './coverage-run.ts';
import { removeTemplate } from './template.ts';

export default async function teardown(): Promise<void> {
  try {
    await writeCoverage();
  } finally {
    const runId = process.env.E2E_RUN_ID;
    if (runId) removeTemplate(runId);
  }
}
