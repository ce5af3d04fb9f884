// pnpm db:new-migration <name>: diffs the schema as last committed against prisma/schema.prisma into
// prisma/migrations/<timestamp>_<name>/migration.sql (Prisma's `migrate dev` cannot run offline here).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/database.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:new-migration <snake_case_name>');
  process.exit(2);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-migration-'));
const previous = path.join(tmp, 'previous.prisma');
fs.writeFileSync(previous, execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], { cwd: ROOT }));
const sql = execFileSync(
  path.join(ROOT, 'node_modules/.bin/prisma'),
  [
    'migrate',
    'diff',
    '--from-schema-datamodel',
    previous,
    '--to-schema-datamodel',
    'prisma/schema.prisma',
    '--script',
  ],
  { cwd: ROOT, env: { ...process.env, DATA_DIR: tmp }, encoding: 'utf8' },
);
fs.rmSync(tmp, { recursive: true, force: true });
if (!sql.trim() || sql.includes('This is an empty migration')) {
  console.log('schema unchanged since HEAD: no migration written');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const dir = path.join(ROOT, 'prisma/migrations', `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
console.log(`wrote ${path.relative(ROOT, dir)}/migration.sql`);
