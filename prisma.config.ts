// Prisma runs fully offline here: the JS engine with the better-sqlite3 driver adapter
// (see STACK-NOTES.md: 7.x needs a schema-engine binary that cannot be downloaded).
import path from 'node:path';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { defineConfig } from 'prisma/config';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(dataDir, 'sim.db')}`;
process.env.DATABASE_URL = databaseUrl;

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    return new PrismaBetterSQLite3({ url: databaseUrl });
  },
});
