// The day figures' triggers are defined once per dialect (day-figures.sqlite.sql, day-figures.postgres.sql):
// a migrated database holds exactly that file (run again, it changes nothing), and the check sees a change.
// A failure here means a definition was edited without a migration: `pnpm db:new-migration <name>`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenRunner, openSqlRunner } from '../../../../scripts/lib/sql-runner.ts';
import { definitionSql, installChanges, SQL_DEFINITIONS } from '../../db/sql-definitions.ts';
import { seededDatabase } from '../../test/seeded-database.ts';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let runner: OpenRunner;
beforeAll(async () => {
  database = await seededDatabase('sim-definitions-');
  runner = await openSqlRunner(database.url);
});
afterAll(async () => {
  await runner.close();
  await database.close();
});

describe.each(SQL_DEFINITIONS)('$name', (definition) => {
  it('are what the migrated database holds', async () => {
    const sql = definitionSql(definition, runner.dialect);
    expect(await installChanges(runner, runner.dialect, sql)).toEqual({ was: [], now: [] });
  });

  it('are told apart from a database that holds another version', async () => {
    const sql = definitionSql(definition, runner.dialect);
    // the same definition with one statement's text changed (a comment inside the first body)
    const edited = sql.replace(/\nBEGIN\n/, '\nBEGIN\n  -- edited\n');
    expect(edited).not.toBe(sql);
    const changed = await installChanges(runner, runner.dialect, edited);
    expect(changed.was).toHaveLength(1);
    expect(changed.now).toHaveLength(1);
    expect(changed.now[0]).toContain('-- edited');
    // and back: the file's own version again
    expect((await installChanges(runner, runner.dialect, sql)).now).toEqual(changed.was);
  });
});
