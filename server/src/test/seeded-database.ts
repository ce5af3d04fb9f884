// A test's own copy of the seeded template database (global-setup.ts builds it once per run), with a
// Prisma client on it; `close` disconnects and removes the copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDb } from '../db/client.ts';

export function seededDatabase(prefix = 'sim-test-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'sim.db');
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), file);
  const db = createDb(`file:${file}`);
  const close = async () => {
    await db.$disconnect();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { dir, file, db, close };
}
