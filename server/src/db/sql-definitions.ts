// SQL the database runs by itself (SQLite triggers; PostgreSQL functions and triggers), each defined in
// one file per dialect beside the code and tests it serves. A migration installs a definition:
// `pnpm db:new-migration` (scripts/new-migration.ts) adds one when a definition is not what the
// migrations folder installs, and a test holds every migrated database to the files
// (agent-reports/day-figures-definition.test.ts).
//
// Whether a database holds a definition is asked of the database itself: its catalogue of triggers and
// functions is read, the definition's file is run (each file drops and creates what it defines, so it
// runs on any state) and the catalogue read again. Nothing changed: the database held it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Dialect = 'sqlite' | 'postgres';

export interface SqlDefinition {
  /** what it keeps, for messages and migration comments */
  name: string;
  /** each dialect's file, from the repository's root (or absolute) */
  files: Record<Dialect, string>;
}

export const SQL_DEFINITIONS: readonly SqlDefinition[] = [
  {
    name: "the team reports' day figures",
    files: {
      sqlite: 'server/src/domain/agent-reports/day-figures.sqlite.sql',
      postgres: 'server/src/domain/agent-reports/day-figures.postgres.sql',
    },
  },
];

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const definitionSql = (definition: SqlDefinition, dialect: Dialect): string =>
  fs.readFileSync(path.resolve(ROOT, definition.files[dialect]), 'utf8');

/** A connection to ask: rows of a query, and a script of several statements run as it is. */
export interface SqlRunner {
  rows(sql: string): Promise<{ item: string }[]>;
  run(script: string): Promise<void>;
}

const CATALOGUE: Record<Dialect, string> = {
  // the text of each CREATE as written
  sqlite: `SELECT type || ' ' || name || ': ' || sql AS item FROM sqlite_master
    WHERE type IN ('trigger', 'view') ORDER BY 1`,
  // functions and triggers of the schema in use, as PostgreSQL prints them back
  postgres: `SELECT 'function ' || p.proname || ': ' || pg_get_functiondef(p.oid) AS item
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() AND p.prokind = 'f'
    UNION ALL
    SELECT 'trigger ' || t.tgname || ': ' || pg_get_triggerdef(t.oid)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal
    ORDER BY 1`,
};

export async function catalogue(runner: SqlRunner, dialect: Dialect): Promise<string[]> {
  return (await runner.rows(CATALOGUE[dialect])).map((row) => row.item);
}

/**
 * What running `sql` changed in the database's triggers and functions: the items it replaced or
 * dropped (`was`) and those it made (`now`). Both empty: the database held the definition. The
 * database holds it afterwards either way.
 */
export async function installChanges(runner: SqlRunner, dialect: Dialect, sql: string) {
  const before = await catalogue(runner, dialect);
  await runner.run(sql);
  const after = await catalogue(runner, dialect);
  return {
    was: before.filter((item) => !after.includes(item)),
    now: after.filter((item) => !before.includes(item)),
  };
}
