// Throw-away data directories for bench and load runs: one migrated and seeded from scratch, or a copy
// of such a template (seeding takes seconds, copying the file milliseconds).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, seedDatabase } from '../../server/src/database.ts';

export async function createSeededDataDir(prefix: string, log?: (line: string) => void): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  await migrate(dataDir);
  await seedDatabase(dataDir, { log });
  return dataDir;
}

/** A new temporary data directory holding a copy of the template's database. */
export function copyDataDir(templateDir: string, prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.copyFileSync(path.join(templateDir, 'sim.db'), path.join(dataDir, 'sim.db'));
  return dataDir;
}

export function removeDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
