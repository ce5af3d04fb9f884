// A fresh app on its own copy of the seeded template database, plus wire helpers for tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { createDb } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated, seeded database every test file copies (see global-setup.ts) */
    templateDir: string;
  }
}

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const MERCHANT = 'sim001';

export async function createTestApp(
  options: { webDist?: string; defaultMerchant?: string; sweepIntervalMs?: number } = {},
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-test-'));
  fs.copyFileSync(path.join(inject('templateDir'), 'sim.db'), path.join(dir, 'sim.db'));
  const db = createDb(`file:${path.join(dir, 'sim.db')}`);
  const app = await buildApp({ db, adminToken: TEST_ADMIN_TOKEN, dataDir: dir, ...options });
  const close = async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { app, db, close, sim: app.sim, dir };
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

export function admin(t: TestApp, procedure: string, input?: unknown, token = TEST_ADMIN_TOKEN) {
  const isQuery = /\.(get|list|outbox)$/.test(procedure);
  const authorization = token ? { authorization: `Bearer ${token}` } : {};
  return isQuery
    ? t.app.inject({
        method: 'GET',
        url: `/admin/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers: authorization,
      })
    : t.app.inject({
        method: 'POST',
        url: `/admin/trpc/${procedure}`,
        headers: { ...authorization, 'content-type': 'application/json' },
        payload: JSON.stringify(input ?? null),
      });
}

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
  const response = await admin(t, 'flags.set', { modId, enabled });
  if (response.statusCode !== 200) throw new Error(`flags.set failed: ${response.body}`);
}
