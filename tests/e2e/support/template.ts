// Where a browser-test run's seeded template database lives (server.ts builds it once per run; every
// server of the run starts from a copy and resets to it). Each run has its own (E2E_RUN_ID), so two runs
// side by side (on different E2E_PORTs) never touch each other's: a run removes its own at its end
// (global-teardown.ts), and one that a killed run left behind once it is a day old.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from this file's place in it: not server/src/database.ts's ROOT, whose import
 *  would load the database layer and the seed into the runner and every worker that only needs a path. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const TEMPLATE_PREFIX = 'e2e-template-';
const LEFT_BEHIND_MS = 24 * 60 * 60 * 1000;

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

/** The templates of runs that ended without removing theirs: older than a day, so no live run's. */
export function removeLeftBehindTemplates(runId: string): void {
  const { templatesDir, templateDir } = templateOf(runId);
  const now = Date.now();
  for (const entry of fs.readdirSync(templatesDir)) {
    const dir = path.join(templatesDir, entry);
    if (!entry.startsWith(TEMPLATE_PREFIX) || dir === templateDir) continue;
    if (now - fs.statSync(dir).mtimeMs > LEFT_BEHIND_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A run's own template, at its end: its servers no longer reset. */
export function removeTemplate(runId: string): void {
  fs.rmSync(templateOf(runId).templateDir, { recursive: true, force: true });
}
