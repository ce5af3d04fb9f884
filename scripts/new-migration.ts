// pnpm db:new-migration <name>: diffs the schema as last committed (prisma/schema/*.prisma at HEAD)
// against the working tree's into prisma/migrations/<timestamp>_<name>/migration.sql (Prisma's
// `migrate dev` cannot run offline here). One migration per change, named for what it does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/database.ts';

const SCHEMA_DIR = 'prisma/schema';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: pnpm db:new-migration <snake_case_name>');
  process.exit(2);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** The committed schema as a folder Prisma can read (before the split it was one file). */
function committedSchema(tmp: string): string {
  const dir = path.join(tmp, 'previous');
  fs.mkdirSync(dir);
  const files = git('ls-tree', '--name-only', 'HEAD', `${SCHEMA_DIR}/`)
    .split('\n')
    .filter((f) => f.endsWith('.prisma'));
  const sources = files.length > 0 ? files : ['prisma/schema.prisma'];
  for (const file of sources)
    fs.writeFileSync(path.join(dir, path.basename(file)), git('show', `HEAD:${file}`));
  return dir;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-migration-'));
const sql = execFileSync(
  path.join(ROOT, 'node_modules/.bin/prisma'),
  [
    'migrate',
    'diff',
    '--from-schema-datamodel',
    committedSchema(tmp),
    '--to-schema-datamodel',
    SCHEMA_DIR,
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
