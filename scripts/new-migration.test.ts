// pnpm db:new-migration finds what no migration covers, against the migrations folders: nothing for the
// committed tree, a new model's table, a definition whose file the migrations do not install as it is.
// Prisma's `migrate diff --from-migrations` replays the folder through prisma/diff/shadow-adapters.ts:
// an upgrade that breaks those fails here first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../server/src/database.ts';
import { SQL_DEFINITIONS } from '../server/src/db/sql-definitions.ts';
import {
  pendingPostgresDefinitions,
  pendingPostgresSchema,
  pendingSqliteDefinitions,
  pendingSqliteSchema,
} from './lib/pending-migration.ts';

const cluster = inject('postgresCluster');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-new-migration-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const PROBE_MODEL = '\nmodel MigrationProbe {\n  id    Int    @id\n  label String\n}\n';

/** A copy of a schema folder with one model more. */
function schemaWithProbe(dir: string): string {
  const copy = fs.mkdtempSync(path.join(scratch, 'schema-'));
  for (const file of fs.readdirSync(path.join(ROOT, dir)))
    fs.copyFileSync(path.join(ROOT, dir, file), path.join(copy, file));
  fs.writeFileSync(path.join(copy, 'probe.prisma'), PROBE_MODEL);
  return copy;
}

/** The definitions, each dialect's file with one statement's text changed (a comment in its first body). */
function editedDefinitions(dialect: 'sqlite' | 'postgres') {
  return SQL_DEFINITIONS.map((definition) => {
    const file = path.join(scratch, `${definition.files[dialect].replaceAll('/', '_')}`);
    const sql = fs.readFileSync(path.join(ROOT, definition.files[dialect]), 'utf8');
    fs.writeFileSync(file, sql.replace(/\nBEGIN\n/, '\nBEGIN\n  -- edited\n'));
    return { ...definition, files: { ...definition.files, [dialect]: file } };
  });
}

describe.skipIf(cluster)('on SQLite', () => {
  it('finds nothing to migrate in the tree, and a new model as its table', async () => {
    const [tree, probe] = await Promise.all([
      pendingSqliteSchema(),
      pendingSqliteSchema(schemaWithProbe('prisma/schema')),
    ]);
    expect(tree).toBe('');
    expect(probe).toContain('CREATE TABLE "MigrationProbe"');
    expect(probe).not.toMatch(/CREATE TABLE "(Member|GameRound)"/);
  }, 120_000);

  it('finds the definitions installed, and an edited one to install', async () => {
    expect(await pendingSqliteDefinitions()).toEqual([]);
    const [pending] = await pendingSqliteDefinitions(editedDefinitions('sqlite'));
    expect(pending).toContain('-- edited');
    expect(pending).toContain('day-figures.sqlite.sql');
  }, 60_000);
});

describe.runIf(cluster)('on PostgreSQL', () => {
  it('finds nothing to migrate in the tree, and a new model as its table', async () => {
    const url = cluster ?? '';
    // two Prisma CLIs side by side, each with a shadow database of its own (as on SQLite above)
    const [tree, probe] = await Promise.all([
      pendingPostgresSchema(url),
      pendingPostgresSchema(url, schemaWithProbe('prisma/postgres/schema')),
    ]);
    expect(tree).toBe('');
    expect(probe).toContain('CREATE TABLE "MigrationProbe"');
  }, 180_000);

  it('finds the definitions installed, and an edited one to install', async () => {
    const url = cluster ?? '';
    expect(await pendingPostgresDefinitions(url)).toEqual([]);
    const [pending] = await pendingPostgresDefinitions(url, editedDefinitions('postgres'));
    expect(pending).toContain('-- edited');
  }, 120_000);
});
