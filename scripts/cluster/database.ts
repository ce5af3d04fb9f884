// The cluster's one database, migrated and seeded once before any replica starts: a throwaway
// PostgreSQL (scripts/lib/throwaway-postgres.mjs), or with --sqlite one SQLite file the replicas share
// (write-ahead logging lets several processes use it). The folder beside it holds what the replicas
// must share besides the rows: the admin token and the gateway's RSA key (a login encrypted with the
// key one replica handed out is decrypted by the other).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyLiveInto, createSchemaLikeLive } from '../../server/src/control/postgres-schemas.ts';
import { resetToSeed } from '../../server/src/control/reset.ts';
import { writeSnapshot } from '../../server/src/control/snapshots.ts';
import { databaseUrlFor, ROOT } from '../../server/src/database.ts';
import { createDb, type Db } from '../../server/src/db/client.ts';
import { applyPostgresMigrations } from '../../server/src/db/migrate.ts';
import { setPasswordHashCost } from '../../server/src/domain/accounts/passwords.ts';
import { loadEnv } from '../../server/src/env.ts';
import { createSeededDataDir } from '../lib/temp-data-dir.ts';
import { startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';

export type DatabaseKind = 'postgres' | 'sqlite';

/** The seed kept beside the live rows: a reset copies it back (SIM_SEED_TEMPLATE) instead of seeding again. */
const SEED_TEMPLATE_SCHEMA = 'sim_cluster_seed';

export interface ClusterDatabase {
  kind: DatabaseKind;
  url: string;
  /** the replicas' shared DATA_DIR (with --sqlite, the database file's folder too) */
  dataDir: string;
  /** the replicas' SIM_SEED_TEMPLATE: a schema of the database, or an SQLite file, holding the seed */
  seedTemplate: string;
  /** a client of the database, for the checks (the replicas have their own) */
  client(): Db;
  stop(): Promise<void>;
}

async function seedPostgres(url: string, log: (line: string) => void): Promise<void> {
  await applyPostgresMigrations(url, path.join(ROOT, 'prisma/postgres/migrations'));
  setPasswordHashCost(loadEnv().SIM_PASSWORD_COST);
  const db = createDb(url);
  try {
    await resetToSeed(db, new Date(), (line) => log(`seed: ${line}`), { template: null });
    await createSchemaLikeLive(db, SEED_TEMPLATE_SCHEMA);
    await copyLiveInto(db, SEED_TEMPLATE_SCHEMA);
  } finally {
    await db.$disconnect();
  }
}

export async function startDatabase(
  kind: DatabaseKind,
  log: (line: string) => void,
): Promise<ClusterDatabase> {
  const clients: Db[] = [];
  const client = (url: string) => () => {
    const db = createDb(url);
    clients.push(db);
    return db;
  };
  const disconnect = () => Promise.all(clients.map((db) => db.$disconnect()));
  if (kind === 'sqlite') {
    const dataDir = await createSeededDataDir('sim-cluster-');
    const url = databaseUrlFor(dataDir);
    const seedTemplate = path.join(dataDir, 'seed-template.db');
    const db = createDb(url);
    await writeSnapshot(db, seedTemplate).finally(() => db.$disconnect());
    return {
      kind,
      url,
      dataDir,
      seedTemplate,
      client: client(url),
      stop: async () => {
        await disconnect();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const postgres = await startThrowawayPostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-cluster-'));
  const stop = async () => {
    await disconnect();
    await postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    log(`PostgreSQL on port ${postgres.port} (${postgres.dataDir}); migrating and seeding ...`);
    await seedPostgres(postgres.url, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    kind,
    url: postgres.url,
    dataDir,
    seedTemplate: SEED_TEMPLATE_SCHEMA,
    client: client(postgres.url),
    stop,
  };
}
