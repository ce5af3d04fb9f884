// The tests on PostgreSQL (pnpm test:pg): global-setup.ts starts a throwaway cluster and seeds one
// template database; each test file's database is `CREATE DATABASE … TEMPLATE` of it (a file copy in
// the server, tens of milliseconds), dropped when the file is done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The template database every test file copies; it also holds the seed as a schema (resets copy it). */
export const TEMPLATE_DATABASE = 'sim_template';
export const SEED_TEMPLATE_SCHEMA = 'sim_seed_template';

/** The URL of another database of the same cluster. */
export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onCluster<T>(clusterUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// FILE_COPY copies the template's files; the default since PostgreSQL 15, WAL_LOG, writes every page of it
// to the WAL. The throwaway cluster has fsync off, so FILE_COPY's checkpoints are cheap: the server tests
// ran in about a third less time (a copy per test). Before 15 a copy was always a file copy.
async function copyStrategy(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  return Number(rows[0]?.server_version_num) >= 150_000 ? ' STRATEGY FILE_COPY' : '';
}

export const createDatabase = (clusterUrl: string, database: string, template?: string) =>
  onCluster(clusterUrl, async (client) =>
    client.query(
      `CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"${await copyStrategy(client)}` : ''}`,
    ),
  );

/** A new database copied from the template; answers its URL. */
export async function copyTemplateDatabase(clusterUrl: string, prefix: string): Promise<string> {
  const name = `${prefix.replace(/[^a-z0-9]/gi, '_').toLowerCase()}${randomBytes(5).toString('hex')}`;
  await createDatabase(clusterUrl, name, TEMPLATE_DATABASE);
  return databaseUrl(clusterUrl, name);
}

/** Drops a test's database, ending any connection still open on it. */
export async function dropDatabase(clusterUrl: string, databaseUrlToDrop: string): Promise<void> {
  const name = new URL(databaseUrlToDrop).pathname.slice(1);
  await onCluster(clusterUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
