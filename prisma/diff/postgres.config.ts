// Prisma's CLI for `migrate diff --from-migrations` on PostgreSQL (scripts/new-migration.ts): the
// PostgreSQL migrations folder replayed in a shadow database made on DATABASE_URL's server (a throwaway
// cluster), read through shadow-adapters.ts.
import { defineConfig } from 'prisma/config';
import { postgresShadowAdapter } from './shadow-adapters.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('prisma/diff/postgres.config.ts: DATABASE_URL names the PostgreSQL server');

export default defineConfig({
  schema: '../postgres/schema',
  migrations: { path: '../postgres/migrations' },
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => postgresShadowAdapter(databaseUrl),
});
