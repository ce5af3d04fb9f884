// pnpm db:generate: the PostgreSQL schema from prisma/schema, then both Prisma clients.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePostgresSchema } from './schema-files.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
writePostgresSchema(ROOT);
const prisma = path.join(ROOT, 'node_modules/.bin/prisma');
execFileSync(prisma, ['generate'], { cwd: ROOT, stdio: 'inherit' });
execFileSync(prisma, ['generate', '--config', 'prisma/postgres/prisma.config.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
