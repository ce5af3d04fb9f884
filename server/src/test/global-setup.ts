// Migrates and seeds one template database per run; every test file copies it (fast, isolated).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { TestProject } from 'vitest/node';
import { migrate, seedDatabase } from '../database.ts';

export default async function setup(project: TestProject) {
  // the seeded personas' hashes at the tests' cost (see harness.ts)
  process.env.SIM_PASSWORD_COST ??= '10';
  // tests assert on the seeded members' empty records: no demo history (seed/history.ts)
  process.env.SIM_DEMO_HISTORY ??= 'off';
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-template-'));
  await migrate(templateDir);
  await seedDatabase(templateDir);
  // one file in rollback-journal mode: test files copy it, and their resets attach it side by side
  const template = new Database(path.join(templateDir, 'sim.db'));
  template.pragma('journal_mode = DELETE');
  template.close();
  project.provide('templateDir', templateDir);
  return () => fs.rmSync(templateDir, { recursive: true, force: true });
}
