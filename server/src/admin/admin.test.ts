import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runsOnPostgres } from '../db/client.ts';
import {
  adminMutation,
  adminQuery,
  backToSeed,
  createTestApp,
  loginAs,
  TEST_ADMIN_TOKEN,
  type TestApp,
  wps,
} from '../test/harness.ts';
import { adminRouter, createAdminCaller } from './router.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const caller = (authorization = `Bearer ${TEST_ADMIN_TOKEN}`) =>
  createAdminCaller({ sim: t.sim, authorization });

describe('admin token', () => {
  it.each([
    ['no token', ''],
    ['a wrong token', 'not-the-admin-token-at-all-000000'],
  ])('refuses %s over HTTP with 401', async (_name, token) => {
    const response = await adminQuery(t, 'flags.list', undefined, token);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('procedureBuilder');
  });

  it('refuses a live member token, raw or as Bearer', async () => {
    const memberToken = await loginAs(t, 'demo01', 'Demo1234');
    expect((await adminMutation(t, 'system.setStatus', { maintenance: true }, memberToken)).statusCode).toBe(
      401,
    );
    const raw = await t.app.inject({
      method: 'GET',
      url: '/admin/trpc/flags.list',
      headers: { authorization: memberToken },
    });
    expect(raw.statusCode).toBe(401);
  });

  it('refuses every procedure through createCaller without the token', async () => {
    await expect(caller('Bearer nope').system.get()).rejects.toThrow(/Admin token required/);
    await expect(caller('').data.reset()).rejects.toThrow(/Admin token required/);
  });
});

describe('every procedure', () => {
  const procedures = Object.entries(
    adminRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
  );

  it('is guarded: none answers without the admin token or with a member token', async () => {
    expect(procedures.length).toBeGreaterThanOrEqual(38);
    const memberToken = await loginAs(t, 'demo01', 'Demo1234');
    for (const [path, procedure] of procedures) {
      for (const authorization of [undefined, memberToken, `Bearer ${memberToken}`]) {
        const headers = authorization ? { authorization } : {};
        const response =
          procedure._def.type === 'query'
            ? await t.app.inject({ method: 'GET', url: `/admin/trpc/${path}`, headers })
            : await t.app.inject({
                method: 'POST',
                url: `/admin/trpc/${path}`,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: '{}',
              });
        expect(response.statusCode, `${path} with ${authorization ?? 'no token'}`).toBe(401);
      }
    }
  });

  it('reads an empty object as "not given" wherever an input may be left out (a bodiless call sends one)', () => {
    const optional: string[] = [];
    for (const [path, procedure] of procedures) {
      const inputs = (
        procedure._def as { inputs?: { safeParse: (value: unknown) => { success: boolean } }[] }
      ).inputs;
      const input = inputs?.[0];
      if (!input?.safeParse(undefined).success) continue;
      optional.push(path);
      expect(input.safeParse({}).success, path).toBe(true);
    }
    expect(optional).toContain('data.history');
  });
});

describe('a mutation called without its optional input', () => {
  it("runs as tRPC's client sends it: a JSON content type and no body", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin/trpc/data.history',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // every demo member's history, as `pnpm sim data history` with no names asks
    expect(response.json()).toEqual({ result: { data: { members: 3 } } });
  });
});

describe('data.history', () => {
  it('refuses a name that has no history plan rather than quietly adding none', async () => {
    const rounds = await t.db.gameRound.count();
    const response = await adminMutation(t, 'data.history', { usernames: ['demo01', 'agent01'] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      'no demo history is written for agent01: only for demo01, down01, down02',
    );
    // nothing was added, not even for the named member that has a plan
    expect(await t.db.gameRound.count()).toBe(rounds);
  });
});

describe('system', () => {
  it('reports and changes maintenance', async () => {
    await caller().system.setStatus({ maintenance: true, maintenanceEndTime: '2030-01-01T00:00:00Z' });
    const state = await caller().system.get();
    expect(state).toMatchObject({
      maintenance: true,
      settings: { maintenanceEndAt: '2030-01-01T00:00:00.000Z' },
    });
  });

  it('sets and clears the simulated client location', async () => {
    expect(await caller().system.setClientLocation({ ip: '1.2.3.4', country: 'jp' })).toEqual({
      ip: '1.2.3.4',
      country: 'JP',
    });
    expect(await caller().system.setClientLocation({ ip: null, country: null })).toEqual({
      ip: null,
      country: null,
    });
  });

  it('addresses another merchant by name and rejects unknown ones', async () => {
    await caller().system.setStatus({ merchant: 'sim002', maintenance: true });
    expect((await caller().system.get({ merchant: 'sim002' })).maintenance).toBe(true);
    expect((await caller().system.get()).maintenance).toBe(false);
    await expect(caller().system.get({ merchant: 'nope' })).rejects.toThrow(/Unknown merchant/);
  });
});

describe('flags', () => {
  it('lists every module with its own and effective state', async () => {
    await caller().flags.set({ modId: 'MOBILENUMREG3', enabled: false });
    const flags = await caller().flags.list();
    expect(flags.find((f) => f.modId === 'MOBILENUMPASSREG3')).toMatchObject({
      enabled: true,
      effective: false,
    });
  });

  it('rejects an unknown module id', async () => {
    await expect(caller().flags.set({ modId: 'NOPE3', enabled: true })).rejects.toThrow(/Unknown module/);
  });
});

describe('data.reset', () => {
  it('puts the seed back: status, flags, balances and sessions', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await caller().system.setStatus({ maintenance: true });
    await caller().flags.set({ modId: 'DIRECTREG3', enabled: false });
    await t.sim.clock.advance(3_600_000);
    await caller().data.reset();
    expect((await caller().system.get()).maintenance).toBe(false);
    expect((await caller().flags.list()).find((f) => f.modId === 'DIRECTREG3')?.enabled).toBe(true);
    expect(Math.abs(t.sim.clock.state().offsetMs)).toBe(0);
    expect((await wps(t, 'GET', '/wps/member/info', { token })).statusCode).toBe(401);
    const fresh = await loginAs(t, 'demo01', 'Demo1234');
    expect((await wps(t, 'GET', '/wps/v2/wallets/balance', { token: fresh })).json().value.sumBalance).toBe(
      10000,
    );
  });
});

describe('failures', () => {
  it('hide internal error messages from admin clients', async () => {
    // a table dropped is past what a reset restores: an app of its own
    const broken = await createTestApp();
    try {
      // PostgreSQL will not drop a table a trigger's function or a key points at without CASCADE
      await broken.db.$executeRawUnsafe(
        `DROP TABLE "OutboxMessage"${runsOnPostgres(broken.db) ? ' CASCADE' : ''}`,
      );
      const response = await adminQuery(broken, 'sms.outbox');
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/invocation|prisma|\.ts|OutboxMessage/i);
      expect(response.json().error.message).toBe('Internal error: see the simulator log');
    } finally {
      await broken.close();
    }
  });
});
