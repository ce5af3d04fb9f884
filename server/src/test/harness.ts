// A fresh app on its own copy of the seeded template database, plus wire helpers for tests.
import path from 'node:path';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { inject } from 'vitest';
import { createAdminCaller } from '../admin/router.ts';
import { type AppOptions, buildApp } from '../app.ts';
import { createDb } from '../db/client.ts';
import { setPasswordHashCost } from '../domain/accounts/passwords.ts';
import { generateRsaKey } from '../foundation/rsa-key.ts';
import { SEED_TEMPLATE_SCHEMA } from './postgres-databases.ts';
import { seededDatabase } from './seeded-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated, seeded database every test file copies (see global-setup.ts) */
    templateDir: string;
    /** pnpm test:pg: the throwaway cluster whose template database test files copy (global-setup-pg.ts) */
    postgresCluster?: string;
  }
}

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/** pnpm test:pg: tests of SQLite's own behaviour (its query plans) are skipped with `it.skipIf(onPostgres)`. */
export const onPostgres = Boolean(inject('postgresCluster'));
export const MERCHANT = 'sim001';

// Tests hash and check passwords by the hundred: scrypt at 2^10 instead of 2^15 (each hash keeps its
// own parameters, so production hashes stay strong), and one RSA key per test file, not per app.
export const TEST_PASSWORD_COST = 10;
setPasswordHashCost(TEST_PASSWORD_COST);
const TEST_RSA_KEY = generateRsaKey();
// data.reset (and every scenario, which starts with one) copies the run's seeded template back instead
// of seeding again: seconds a reset on two busy cores. control/reset-crash.test.ts still seeds for real.
// On PostgreSQL the seed is a schema of every test database (global-setup-pg.ts).
process.env.SIM_SEED_TEMPLATE = inject('postgresCluster')
  ? SEED_TEMPLATE_SCHEMA
  : path.join(inject('templateDir'), 'sim.db');

export async function createTestApp(
  options: Partial<
    Pick<
      AppOptions,
      | 'webDist'
      | 'prerenderWorker'
      | 'defaultMerchant'
      | 'sweepIntervalMs'
      | 'limits'
      | 'logger'
      | 'trustProxy'
      | 'publicOrigin'
      | 'answerCache'
      | 'sessionCache'
      | 'sharedPollMs'
      | 'journal'
    >
  > = {},
) {
  const { dir, url, db, close: removeCopy } = await seededDatabase();
  const app = await buildApp({
    db,
    adminToken: TEST_ADMIN_TOKEN,
    dataDir: dir,
    rsaKey: TEST_RSA_KEY,
    ...options,
  });
  const close = async () => {
    await app.close();
    await removeCopy();
  };
  return { app, db, close, sim: app.sim, dir, url };
}

/**
 * Puts a test file's one app back at the seed for its next test, as QA does between scenarios
 * (`data.reset`: the template's rows copied back in one transaction, the services' caches, clock and
 * faults reloaded): about a third of the CPU of a fresh app (route registration is most of a build).
 * A file that builds its app in `beforeAll` calls it in `beforeEach`; what a reset leaves (the in-memory
 * journal, the coverage run) a test that reads it must not rely on, or it builds its own app.
 */
export async function backToSeed(t: TestApp): Promise<void> {
  await adminCaller(t).data.reset();
}

/**
 * A second server process's app on the same database as `t` (a replica: its own caches, connection
 * and journal keeper); closed before `t`.
 */
export async function createReplica(
  t: TestApp,
  options: Partial<Pick<AppOptions, 'sharedPollMs' | 'journal'>> = {},
): Promise<TestApp> {
  const db = createDb(t.url);
  const app = await buildApp({
    db,
    adminToken: TEST_ADMIN_TOKEN,
    dataDir: t.dir,
    rsaKey: TEST_RSA_KEY,
    ...options,
  });
  return { app, db, close: () => app.close(), sim: app.sim, dir: t.dir, url: t.url };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Headers = Record<string, string>;
const merchantHeaders = (extra: Headers = {}): Headers => ({ merchant: MERCHANT, ...extra });

export function wps(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { headers?: Headers; body?: unknown; token?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: merchantHeaders({
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    }),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** The current front end's way: `{value: DES}` with Encryption, X-Digest and X-RSA headers. */
export function encryptedBody(t: TestApp, payload: unknown) {
  const modulus = t.sim.rsaKey.modulusHex;
  const { rsa, des } = encryptPayload(payload, modulus);
  return { body: { value: des }, headers: { encryption: rsa, 'x-digest': des, 'x-rsa': modulus }, rsa, des };
}

export async function loginAs(t: TestApp, username: string, password: string): Promise<string> {
  const response = await wps(t, 'POST', '/wps/session/login/unsecure', { body: { username, password } });
  const body = response.json();
  if (!body.success) throw new Error(`login ${username} failed: ${response.body}`);
  return body.value.token as string;
}

/** The admin surface in-process, as the control panel and the CLI reach it (tRPC's caller). */
export const adminCaller = (t: TestApp) =>
  createAdminCaller({ sim: t.sim, authorization: `Bearer ${TEST_ADMIN_TOKEN}` });

type AdminKind = 'query' | 'mutation';

/** The admin surface over HTTP (GET ?input= for queries, POST JSON for mutations), token and all. */
function adminOverHttp(t: TestApp, kind: AdminKind, procedure: string, input: unknown, token: string) {
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  return kind === 'query'
    ? t.app.inject({
        method: 'GET',
        url: `/admin/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers: authorization,
      })
    : t.app.inject({
        method: 'POST',
        url: `/admin/trpc/${procedure}`,
        headers: { ...authorization, 'content-type': 'application/json' },
        // as tRPC's client sends a call without input: no body
        ...(input === undefined ? {} : { payload: JSON.stringify(input) }),
      });
}

export const adminQuery = (t: TestApp, procedure: string, input?: unknown, token = TEST_ADMIN_TOKEN) =>
  adminOverHttp(t, 'query', procedure, input, token);

export const adminMutation = (t: TestApp, procedure: string, input?: unknown, token = TEST_ADMIN_TOKEN) =>
  adminOverHttp(t, 'mutation', procedure, input, token);

/** The newest code the simulator texted to a mobile (what a QA script reads from sms.outbox). */
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  const row = await t.db.outboxMessage.findFirst({
    where: { channel: 'SMS', recipient: mobile },
    orderBy: { id: 'desc' },
  });
  if (!row?.code) throw new Error(`no SMS sent to ${mobile}`);
  return row.code;
}

/** Sends an encrypted call the way the current front end does. */
export function wpsEncrypted(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: { token?: string; headers?: Headers } = {},
) {
  const { body, headers } = encryptedBody(t, payload);
  return wps(t, method, url, { body, token: options.token, headers: { ...headers, ...options.headers } });
}

export async function setFlag(t: TestApp, modId: string, enabled: boolean) {
  const response = await adminMutation(t, 'flags.set', { modId, enabled });
  if (response.statusCode !== 200) throw new Error(`flags.set failed: ${response.body}`);
}
