// The status call and the game list over a real port (the fast lane in front of Fastify) against the same call through
// Fastify (app.inject): the same bytes and headers, the journal entry, and nothing stale after an admin
// change, a move of the clock or of the visitor's location.
import type { AddressInfo } from 'node:net';
import { okEnvelope } from '@sim/shared/envelope';
import { systemStatusSchema } from '@sim/shared/wps/system';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSystemStatus, systemStatusInfoVersion, systemStatusJson } from '../domain/system/status.ts';
import { adminMutation, createTestApp, MERCHANT, type TestApp, wps } from '../test/harness.ts';
import { FRONTS, type Front, rawGet } from '../test/raw-get.ts';

const URL_PATH = '/wps/system/status?url=localhost&t=1';
/** set by the connection or the moment, not by the route */
const PER_CONNECTION = ['date', 'connection', 'keep-alive'];

let t: TestApp;
let base: string;
let routeCalls: number;
/** the front the calls of the running test go through */
let front: Front = 'wire';

beforeEach(async () => {
  t = await createTestApp();
  routeCalls = 0;
  // counts the calls Fastify answers; the fast lane's never reach it
  t.app.addHook('onResponse', async (request) => {
    if (request.url.startsWith('/wps/system/status')) routeCalls++;
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // the first answer goes through Fastify: the lane learns the route's headers from it
  expect((await get(URL_PATH)).status).toBe(200);
  routeCalls = 0;
});
afterEach(() => t.close());

const get = (path: string, headers: Record<string, string | string[]> = { merchant: MERCHANT }) =>
  rawGet(`${base}${path}`, headers, front);

const withoutPerConnection = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.includes(name)));

async function viaPort() {
  const answer = await get(URL_PATH);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).value as z.infer<typeof systemStatusSchema>;
}

describe.each(FRONTS)('%s front: GET /wps/system/status: serialised once per merchant', (through) => {
  beforeEach(() => {
    front = through;
  });

  it('writes exactly the bytes the route schema serialiser wrote', async () => {
    const merchant = (await t.sim.merchants.get(MERCHANT))!;
    const now = new Date('2030-05-01T08:00:00.123Z');
    const states = [
      {},
      { maintenance: true, maintenanceEndAt: new Date('2030-05-01T09:00:00Z') },
      { maintenance: true, maintenanceStartAt: new Date('2030-05-01T09:00:00Z') },
      { regionRestriction: true, blockedIps: ['10.0.0.9'] },
    ];
    for (const state of states) {
      const profile = { ...merchant, state: { ...merchant.state, ...state } };
      for (const location of [
        { ip: '127.0.0.1', country: 'BD' },
        { ip: '10.0.0.9', country: 'US "quoted" ✓' },
      ]) {
        const schemaBytes = JSON.stringify(
          z.encode(okEnvelope(systemStatusSchema), {
            success: true as const,
            value: buildSystemStatus(profile, location, now),
          }),
        );
        expect(systemStatusJson(profile, location, now)).toBe(schemaBytes);
      }
    }
  });

  it('answers over a port with the same bytes and headers as through Fastify, and journals the call', async () => {
    await t.sim.clock.freeze(new Date('2030-05-01T08:00:00Z'));
    const fast = await get(URL_PATH);
    expect(routeCalls).toBe(0);
    const routed = await wps(t, 'GET', URL_PATH);
    expect(routeCalls).toBe(1);
    expect(fast.body).toBe(routed.body);
    expect(withoutPerConnection(fast.headers)).toEqual(withoutPerConnection(routed.headers));
    const [latest] = await t.sim.journal.list({ limit: 2 });
    const [, fastEntry] = await t.sim.journal.list({ limit: 2 });
    expect(fastEntry).toMatchObject({
      method: 'GET',
      path: '/wps/system/status',
      query: 'url=localhost&t=1',
      status: 200,
      merchant: MERCHANT,
      username: null,
      errorCode: null,
      body: null,
      at: '2030-05-01T08:00:00.000Z',
    });
    const { id: _a, latencyMs: _b, ...fastRest } = fastEntry!;
    const { id: _c, latencyMs: _d, ...routedRest } = latest!;
    expect(fastRest).toEqual(routedRest);
  });

  it('shows an admin change of the merchant at once, with a new serialisation', async () => {
    const before = await viaPort();
    const version = systemStatusInfoVersion((await t.sim.merchants.get(MERCHANT))!);
    await adminMutation(t, 'flags.set', { modId: 'MOBILENUMREG3', enabled: false });
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    const after = await viaPort();
    expect(after.info.whitelabel).not.toEqual(before.info.whitelabel);
    expect(after.maintenance).toBe(true);
    expect(systemStatusInfoVersion((await t.sim.merchants.get(MERCHANT))!)).toBeGreaterThan(version!);
    expect(routeCalls).toBe(0);
  });

  it('follows the clock: serverTime and a maintenance window that opens a minute later', async () => {
    await t.sim.clock.freeze(new Date('2030-05-01T08:00:00Z'));
    await adminMutation(t, 'system.setStatus', {
      maintenance: true,
      maintenanceStartTime: Date.parse('2030-05-01T08:01:00Z'),
    });
    const first = await viaPort();
    expect(first).toMatchObject({ maintenance: false, serverTime: Date.parse('2030-05-01T08:00:00Z') });
    await t.sim.clock.advance(60_000);
    const second = await viaPort();
    expect(second).toMatchObject({ maintenance: true, serverTime: Date.parse('2030-05-01T08:01:00Z') });
  });

  it("follows the visitor's location: a blocked country restricts, moving back lifts it", async () => {
    await adminMutation(t, 'system.setStatus', { blockedCountries: ['US'] });
    expect((await viaPort()).regionRestriction).toBe(false);
    await adminMutation(t, 'system.setClientLocation', { ip: '8.8.8.8', country: 'US' });
    expect(await viaPort()).toMatchObject({
      regionRestriction: true,
      location: { ip: '8.8.8.8', country: 'US' },
    });
    await adminMutation(t, 'system.setClientLocation', { ip: null, country: null });
    expect(await viaPort()).toMatchObject({
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: 'BD' },
    });
  });

  it('leaves faults, bad Merchant headers and bad queries to Fastify, which answers them as before', async () => {
    await t.sim.faults.add({ match: '/wps/system/status', errorCode: 'system.busy' }, t.sim.clock.now());
    const faulted = await get(URL_PATH);
    expect(faulted.status).toBe(500);
    expect(JSON.parse(faulted.body).errorCode).toBe('system.busy');
    await t.sim.faults.clear();

    const duplicated = await get(URL_PATH, { merchant: [MERCHANT, 'sim002'] });
    expect(JSON.parse(duplicated.body)).toMatchObject({ errorCode: 'function.not.available' });
    const unknown = await get(URL_PATH, { merchant: 'nobody' });
    expect(JSON.parse(unknown.body)).toMatchObject({ errorCode: 'function.not.available' });
    const repeated = await get('/wps/system/status?url=a&url=b');
    expect(repeated.status).toBe(400);
    // a header the lane reads, given twice, is Fastify's to judge too
    const twoLanguages = await get(URL_PATH, { merchant: MERCHANT, language: ['EN', 'CN'] });
    expect(twoLanguages.status).toBe(200);
    expect(routeCalls).toBe(5);
    // header names in any case are the lane's
    expect((await get(URL_PATH, { MeRcHaNt: MERCHANT, LANGUAGE: 'EN' })).status).toBe(200);
    expect(routeCalls).toBe(5);
  });

  it('serves the game list the same way, and leaves it to the gate during maintenance', async () => {
    const list = '/wps/relay/GCSGAME_gameList?gameName=dragon&pageNo=2';
    expect((await get(list)).status).toBe(200); // learns the route's headers
    const calls = routeCalls;
    const fast = await get(list);
    expect(routeCalls).toBe(calls);
    const routed = await wps(t, 'GET', list);
    expect(fast.body).toBe(routed.body);
    expect(withoutPerConnection(fast.headers)).toEqual(withoutPerConnection(routed.headers));
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    const gated = await get(list);
    expect(gated.status).toBe(503);
    expect(JSON.parse(gated.body).errorCode).toBe('system.maintenance');
  });
});
