import fs from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

it('starts a PostgreSQL cluster that takes connections, and stop() removes it', async () => {
  const cluster = await startThrowawayPostgres();
  try {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query('SELECT 1 + 1 AS two, current_user AS who');
    await client.end();
    expect(rows).toEqual([{ two: 2, who: 'postgres' }]);
  } finally {
    await cluster.stop();
  }
  expect(fs.existsSync(cluster.dataDir)).toBe(false);
  const refused = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2000 });
  await expect(refused.connect()).rejects.toThrow();
}, 60_000);
