// A test's own copy of the seeded template database (global-setup.ts builds it once per run), with a
// Prisma client on it; `close` disconnects and removes the copy. On PostgreSQL (pnpm test:pg) the copy
// is a database of the run's throwaway cluster made from the template database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDb } from '../db/client.ts';
import { copyTemplateDatabase, dropDatabase } from './postgres-databases.ts';

export async function seededDatabase(prefix = 'sim-test-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const cluster = inject('postgresCluster');
  const file = path.join(dir, 'sim.db');
  const url = cluster ? await copyTemplateDatabase(cluster, prefix) : `file:${file}`;
  if (!cluster) fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), file);
  const db = createDb(url);
  const close = async () => {
    await db.$disconnect();
    // not waited for: the next test needs no wait for it, and the throwaway cluster goes at the run's end
    // with whatever a worker's exit cut short
    if (cluster) dropDatabase(cluster, url).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { dir, file, url, db, close };
}
