// Prisma's CLI for `migrate diff --from-migrations` on SQLite (scripts/new-migration.ts): the
// migrations folder replayed in an in-memory shadow database (shadow-adapters.ts).
import { defineConfig } from 'prisma/config';
import { sqliteShadowAdapter } from './shadow-adapters.ts';

// the schema's datasource names one (an SQLite URL); the adapter's database is the in-memory one
process.env.DATABASE_URL = 'file::memory:';

export default defineConfig({
  schema: '../schema',
  migrations: { path: '../migrations' },
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => sqliteShadowAdapter(),
});
