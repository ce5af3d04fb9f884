// The token reads (balance, member info) over a real port through the fast lane against the same call
// through Fastify (app.inject): the same bytes and headers, the member in the journal, and a session
// that ends (a second login, a logout) refused on the very next call, as Fastify refuses it.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, MERCHANT, type TestApp, wps } from '../test/harness.ts';
import { FRONTS, type Front, rawGet } from '../test/raw-get.ts';

const BALANCE = '/wps/v2/wallets/balance?typeId=0';
const INFO = '/wps/member/info';
/** set by the connection or the moment, not by the route */
const PER_CONNECTION = ['date', 'connection', 'keep-alive'];

let t: TestApp;
let base: string;
let token: string;
let routeCalls: number;
/** the front the calls of the running test go through */
let front: Front = 'wire';

const get = (path: string, headers: Record<string, string | string[]>) =>
  rawGet(`${base}${path}`, headers, front);

const asMember = (path: string, extra: Record<string, string> = {}, bearer = token) =>
  get(path, { merchant: MERCHANT, authorization: bearer, ...extra });

const withoutPerConnection = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name)));

beforeEach(async () => {
  t = await createTestApp();
  routeCalls = 0;
  // counts the token calls Fastify answers; the fast lane's never reach it
  t.app.addHook('onResponse', async (request) => {
    if (request.url.startsWith(BALANCE.split('?')[0]!) || request.url.startsWith(INFO)) routeCalls++;
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await loginAs(t, 'demo01', 'Demo1234');
  // the first answers go through Fastify: the lane learns each route's headers from them
  for (const path of [BALANCE, INFO]) expect((await asMember(path)).status).toBe(200);
  routeCalls = 0;
});
afterEach(() => t.close());

describe.each(FRONTS)('%s front: token reads in the fast lane', (through) => {
  beforeEach(() => {
    front = through;
  });

  it('answers balance and member info with the bytes and headers Fastify writes, and journals the member', async () => {
    // both entries of a pair at one moment (a frozen clock); now, so the session does not idle out
    await t.sim.clock.freeze(t.sim.clock.now());
    for (const [path, headers] of [
      [BALANCE, {}],
      [BALANCE, { language: 'CN' }],
      ['/wps/v2/wallets/balance', {}],
      [INFO, {}],
    ] as const) {
      const fast = await asMember(path, headers);
      expect(routeCalls).toBe(0);
      const routed = await wps(t, 'GET', path, { token, headers });
      routeCalls = 0;
      expect(fast.status).toBe(200);
      expect(fast.body).toBe(routed.body);
      expect(withoutPerConnection(fast.headers)).toEqual(withoutPerConnection(routed.headers));
      const [routedEntry, fastEntry] = await t.sim.journal.list({ limit: 2 });
      expect(fastEntry).toMatchObject({ path: path.split('?')[0], username: 'demo01', merchant: MERCHANT });
      const { id: _a, latencyMs: _b, ...fastRest } = fastEntry!;
      const { id: _c, latencyMs: _d, ...routedRest } = routedEntry!;
      expect(fastRest).toEqual(routedRest);
    }
  });

  it('refuses a token at once after a second login and after a logout, as Fastify does', async () => {
    const second = await loginAs(t, 'demo01', 'Demo1234');
    const stale = await asMember(BALANCE);
    expect(stale.status).toBe(401);
    expect(JSON.parse(stale.body)).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect(routeCalls).toBe(1); // Fastify answered the refusal

    expect((await asMember(INFO, {}, second)).status).toBe(200);
    await wps(t, 'POST', '/wps/session/logout', { token: second });
    const out = await asMember(INFO, {}, second);
    expect(out.status).toBe(401);
    expect(routeCalls).toBe(2);
  });

  it('leaves a missing token, bad queries and a locked member to Fastify', async () => {
    const missing = await get(BALANCE, { merchant: MERCHANT });
    expect(missing.status).toBe(401);
    const badQuery = await asMember('/wps/v2/wallets/balance?typeId=x');
    expect(badQuery.status).toBe(400);
    // a lock written straight into the database (another process, say) counts on the next call
    await t.db.member.updateMany({
      where: { merchantCode: MERCHANT, username: 'demo01' },
      data: { status: 'LOCKED' },
    });
    const locked = await asMember(INFO);
    expect(locked.status).toBe(401);
    expect(routeCalls).toBe(3);
  });
});
