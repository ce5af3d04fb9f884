// Cached answers (answer-cache.ts): a declaration that leaves out what an answer depends on is refused
// at start-up; every cached route has a staleness case here (a change made the way an admin, a domain
// write or another server process makes it is seen on the very next call); hooks still run on a hit.
// The PostgreSQL suite runs this file too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  adminMutation,
  backToSeed,
  createReplica,
  createTestApp,
  loginAs,
  MERCHANT,
  type TestApp,
  wps,
} from '../test/harness.ts';
import { answerCacheReportOf, cachedRoutesOf, checkCacheSpec } from './answer-cache.ts';
import { STALENESS } from './staleness/index.ts';

describe('declarations', () => {
  const route =
    (config: unknown, extra: Record<string, unknown> = {}) =>
    () =>
      checkCacheSpec({ method: 'GET', url: '/x', config, schema: {}, ...extra } as never);

  it('refuses a cache that does not say what the answer varies by or is made from', () => {
    expect(route({ cache: { topics: ['catalogue'] } })).toThrow(/declare `varies`/);
    expect(route({ cache: { varies: ['query'] } })).toThrow(/declare `topics`/);
    expect(route({ cache: { varies: [], topics: [] } })).toThrow(/declare `topics`/);
    expect(route({ cache: { varies: ['weather'], topics: ['catalogue'] } })).toThrow(/unknown vary/);
  });

  it('refuses a token call that does not vary by member, and a query route that ignores its query', () => {
    expect(route({ auth: 'member', cache: { varies: [], topics: ['catalogue'] } })).toThrow(/'member'/);
    expect(route({ cache: { varies: [], topics: ['catalogue'] } }, { schema: { querystring: {} } })).toThrow(
      /'query'/,
    );
    expect(route({ cache: { varies: ['query'], topics: ['catalogue'] } }, { method: 'POST' })).toThrow(/GET/);
    expect(route({ auth: 'member', cache: { varies: ['member'], topics: ['catalogue'] } })).not.toThrow();
  });
});

// one app for the file, back at the seed before each test (a fresh app per test was most of its time)
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => backToSeed(t));
afterAll(() => t?.close());

const value = async (path: string, headers: Record<string, string> = {}, token?: string) => {
  const response = await wps(t, 'GET', path, { headers, token });
  expect(response.statusCode, response.body).toBe(200);
  // the lottery gateway's bodies are not enveloped
  const body = response.json();
  return path.startsWith('/lgw') ? body : body.value;
};

/** /lgw/games, /lotto/lgw/games and /lotto-<area>/lgw/games are one case */
const unprefixed = (url: string) =>
  url.startsWith('/wps') ? url : url.replace(/^\/lotto[^/]*\/lgw|^\/lgw/, '');

describe('every cached route', () => {
  it('has a staleness case', () => {
    const cached = new Set(cachedRoutesOf(t.app).map(unprefixed));
    expect([...cached].sort()).toEqual(Object.keys(STALENESS).sort());
  });

  it.each(Object.entries(STALENESS))('%s: a change is seen on the next call', async (_route, testCase) => {
    // a frozen clock: an answer kept by the clock's second or minute stays one entry across the reads
    await adminCaller(t).clock.freeze();
    await testCase.before?.(t);
    const token = testCase.member && (await loginAs(t, ...testCase.member));
    const read = async () => testCase.read(await value(testCase.path, testCase.headers, token));
    const before = await read();
    // a second call is a hit: still the same answer
    const hits = answerCacheReportOf(t.app)!.hits;
    expect(await read()).toEqual(before);
    expect(answerCacheReportOf(t.app)!.hits).toBe(hits + 1);
    const changed = await testCase.change(t);
    if (changed && typeof changed === 'object' && 'statusCode' in changed) {
      const response = changed as { statusCode: number; body: string };
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await read()).not.toEqual(before);
  });
});

describe('a cached answer', () => {
  const HOT = '/wps/relay/GCSGAME_hotGamesV2?count=5';

  it('is the bytes of the route, with the same headers, and is journaled', async () => {
    // the journal is the app's memory, which a reset leaves: this test's calls alone
    await t.sim.journal.clear();
    const first = await wps(t, 'GET', HOT);
    const second = await wps(t, 'GET', HOT);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const entries = await t.sim.journal.list({ path: '/wps/relay/GCSGAME_hotGamesV2', limit: 5 });
    expect(entries).toHaveLength(2);
  });

  it('still passes the Merchant check, faults and the maintenance gate', async () => {
    await wps(t, 'GET', HOT);
    const noMerchant = await t.app.inject({ method: 'GET', url: HOT });
    expect(noMerchant.statusCode).toBe(400);
    await adminCaller(t).faults.add({ match: 'GCSGAME_hotGamesV2', status: 500, times: 1 });
    expect((await wps(t, 'GET', HOT)).statusCode).toBe(500);
    expect((await wps(t, 'GET', HOT)).statusCode).toBe(200);
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    expect((await wps(t, 'GET', HOT)).statusCode).toBe(503);
  });

  it('follows the clock on the status call (serverTime) and the visitor override (location)', async () => {
    await adminCaller(t).clock.freeze();
    const before = await value('/wps/system/status');
    await adminMutation(t, 'clock.advance', { minutes: 5 });
    await adminCaller(t).system.setClientLocation({ country: 'JP' });
    const after = await value('/wps/system/status');
    expect(after.serverTime - before.serverTime).toBe(5 * 60_000);
    expect(after.location.country).toBe('JP');
  });

  it('is kept per language where the answer is', async () => {
    const en = await value('/wps/relay/MCSFE_getListAnnouncements', { language: 'EN' });
    const bn = await value('/wps/relay/MCSFE_getListAnnouncements', { language: 'BN' });
    expect(JSON.stringify(bn)).not.toBe(JSON.stringify(en));
  });

  it('is not kept with the cache off', async () => {
    const off = await createTestApp({ answerCache: false });
    try {
      await off.app.inject({ method: 'GET', url: HOT, headers: { merchant: MERCHANT } });
      await off.db.game.updateMany({ where: { isHot: true }, data: { isHot: false } });
      await off.sim.catalogue.changed();
      const answer = (
        await off.app.inject({ method: 'GET', url: HOT, headers: { merchant: MERCHANT } })
      ).json();
      expect(answer.value.list).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe('token reads (never kept) are right at once', () => {
  const BALANCE = '/wps/v2/wallets/balance?typeId=0';
  const INFO = '/wps/member/info';

  it('after a second login, a logout, a lock and a balance change', async () => {
    const first = await loginAs(t, 'demo01', 'Demo1234');
    const balance = (await wps(t, 'GET', BALANCE, { token: first })).json().value;
    const second = await loginAs(t, 'demo01', 'Demo1234');
    expect((await wps(t, 'GET', BALANCE, { token: first })).statusCode).toBe(401);
    expect((await wps(t, 'GET', INFO, { token: second })).statusCode).toBe(200);

    await adminCaller(t).wallet.adjust({ username: 'demo01', amount: 12.5, reason: 'qa' });
    const after = (await wps(t, 'GET', BALANCE, { token: second })).json().value;
    expect(after).not.toEqual(balance);

    await t.db.member.updateMany({
      where: { merchantCode: MERCHANT, username: 'demo01' },
      data: { status: 'LOCKED' },
    });
    expect((await wps(t, 'GET', INFO, { token: second })).statusCode).toBe(401);
    const third = await loginAs(t, 'down01', 'Down1234');
    await wps(t, 'POST', '/wps/session/logout', { token: third });
    expect((await wps(t, 'GET', INFO, { token: third })).statusCode).toBe(401);
  });
});

describe('two server processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  // no polling: the next call alone must see the other's change
  beforeAll(async () => {
    a = await createTestApp();
    b = await createReplica(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("serves the other's change on the next call", async () => {
    const status = async (app: TestApp) => (await wps(app, 'GET', '/wps/system/status')).json().value;
    const lotteries = async (app: TestApp) => (await wps(app, 'GET', '/lgw/games/game_menus')).body;
    expect((await status(b)).maintenance).toBe(false);
    const menus = await lotteries(b);
    await adminMutation(a, 'system.setStatus', { maintenance: true });
    expect((await status(b)).maintenance).toBe(true);
    await adminMutation(a, 'system.setStatus', { maintenance: false });
    await adminMutation(a, 'catalogue.declareGame', {
      id: 4806,
      code: 'QA4806',
      name: 'QA replica',
      vendor: 'TCGL',
    });
    expect(await lotteries(b)).not.toBe(menus);
  });
});
