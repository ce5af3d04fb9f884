// pnpm test:pg: the server tests on PostgreSQL. Starts a throwaway cluster, migrates and seeds one
// template database (with the seed kept beside it as a schema, which the tests' resets copy back), and
// hands the cluster's URL to the test files (seeded-database.ts copies the template per file).
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { copyLiveInto, createSchemaLikeLive } from '../control/postgres-schemas.ts';
import { migrateDatabase, seedDatabaseAt } from '../database.ts';
import { createDb } from '../db/client.ts';
import {
  createDatabase,
  databaseUrl,
  SEED_TEMPLATE_SCHEMA,
  TEMPLATE_DATABASE,
} from './postgres-databases.ts';

export default async function setup(project: TestProject) {
  process.env.SIM_PASSWORD_COST ??= '10';
  process.env.SIM_DEMO_HISTORY ??= 'off';
  const cluster = await startThrowawayPostgres({ maxConnections: 500 });
  try {
    await createDatabase(cluster.url, TEMPLATE_DATABASE);
    const url = databaseUrl(cluster.url, TEMPLATE_DATABASE);
    await migrateDatabase(url);
    await seedDatabaseAt(url);
    const db = createDb(url);
    try {
      await createSchemaLikeLive(db, SEED_TEMPLATE_SCHEMA);
      await copyLiveInto(db, SEED_TEMPLATE_SCHEMA);
    } finally {
      // a template database must have no connections when it is copied
      await db.$disconnect();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresCluster', cluster.url);
  project.provide('templateDir', '');
  return () => cluster.stop();
}
