// Prisma's CLI on the PostgreSQL schema (generated from prisma/schema: schema-files.ts), offline like
// the SQLite one (../../prisma.config.ts): the JS engine with the pg driver adapter. DATABASE_URL names
// the database (a postgresql:// URL); `migrate diff` between schema files connects to nothing.
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
process.env.DATABASE_URL = databaseUrl;

export default defineConfig({
  schema: 'schema',
  migrations: { path: 'migrations' },
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    return new PrismaPg({ connectionString: databaseUrl });
  },
});
