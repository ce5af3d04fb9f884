// Where a browser-test run's seeded template database lives (server.ts builds it once per run; every
// server of the run starts from a copy and resets to it).
import path from 'node:path';
import { ROOT } from '../../../server/src/database.ts';

export const TEMPLATE_PREFIX = 'e2e-template-';

export function templateOf(runId: string) {
  const templatesDir = path.join(ROOT, '.tmp');
  const templateDir = path.join(templatesDir, `${TEMPLATE_PREFIX}${runId}`);
  return {
    templatesDir,
    templateDir,
    readyFile: path.join(templateDir, 'ready'),
    templateFile: path.join(templateDir, 'sim.db'),
  };
}
