// pnpm test:pg: the server test project on PostgreSQL (a throwaway cluster: global-setup-pg.ts). Every
// server test file that reaches a database runs, but the ones below, each about SQLite itself rather than
// the simulator. A file that never reaches one (pure logic, the docs' checks, the bench's arithmetic:
// scripts/lib/database-test-files.ts) runs the same code on either dialect, once, in `pnpm test:unit` or
// `pnpm test:integration`.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesWithoutDatabase } from './scripts/lib/database-test-files.ts';
import { TRANSFORM_CACHE } from './vitest.integration.config.ts';

/**
 * Test files that are about SQLite, with the reason; everything else must pass on PostgreSQL. Single
 * tests about SQLite itself (its query plans, its change mark, its whole-database file) are skipped
 * inside their files with `it.skipIf(onPostgres)` (server/src/test/harness.ts).
 */
export const SQLITE_ONLY: Record<string, string> = {
  'scripts/migrations.test.ts':
    'compares the SQLite migrations with the SQLite schema (its PostgreSQL half is in postgres-migrations.test.ts)',
  'server/src/database.test.ts': 'start-up on an interrupted seed in a DATA_DIR SQLite file',
  'server/src/control/reset-crash.test.ts': 'SIGKILLs a reset of an SQLite file (WAL recovery)',
  'server/src/control/reset-template.test.ts': 'a reset from an SQLite template file',
  'server/src/seed/catalogue/seed-catalogue.test.ts': 'seeds an SQLite file of its own',
  'scripts/soak/soak.test.ts': 'the soak run copies SQLite data directories',
  'server/src/db/sql-outside.test.ts': "the SQLite reader's shared connection (db/sql.ts)",
  'scripts/lib/site-initial-js.test.ts': 'the site build, not the database',
  'server/src/db/sql.test.ts': "the SQLite runner's sharing of Prisma's one connection (sql.ts)",
  'server/src/domain/agent-reports/query-plans.test.ts': "SQLite's EXPLAIN QUERY PLAN of the team reports",
};

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_DIRS = ['server/src', 'scripts'];

export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    experimental: TRANSFORM_CACHE,
    projects: [
      {
        test: {
          name: 'server-pg',
          include: TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [
            '**/node_modules/**',
            ...Object.keys(SQLITE_ONLY),
            ...testFilesWithoutDatabase(ROOT, TEST_DIRS),
          ],
          environment: 'node',
          isolate: false,
          globalSetup: ['server/src/test/global-setup-pg.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
