// Scenario files that bring a QA suite's staging data: merchants and games with fixed ids and codes.
import { okEnvelope } from '@sim/shared/envelope';
import { systemStatusSchema } from '@sim/shared/wps/system';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMutation, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asGi8viet = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { merchant: 'gi8viet', ...(token ? { authorization: token } : {}) },
  });

describe('the sit-gi8viet scenario', () => {
  it('creates the merchant, its member with money and the lottery game the vendor scripts use', async () => {
    const applied = await adminMutation(t, 'scenario.runFile', { file: 'sit-gi8viet.yaml' });
    expect(applied.statusCode).toBe(200);

    const status = okEnvelope(systemStatusSchema).parse((await asGi8viet('/wps/system/status')).json());
    expect(status.value).toBeDefined();
    const merchant = await t.sim.merchants.get('gi8viet');
    expect(merchant).toMatchObject({ currency: 'VND', currencySymbol: '₫', defaultLanguage: 'VI' });
    expect(merchant?.config.singleWallet).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { merchant: 'gi8viet', 'content-type': 'application/json' },
      payload: { username: 'qa01', password: 'Qa123456' },
    });
    const token = login.json().value.token as string;
    const balance = okEnvelope(balanceSchema).parse(
      (await asGi8viet('/wps/v2/wallets/balance', token)).json(),
    );
    expect(balance.value).toMatchObject({ sumBalance: 50_000_000, currency: 'VND' });

    const game = await t.db.game.findUniqueOrThrow({ where: { id: 5910 } });
    expect(game).toMatchObject({ code: 'TESTTHAI3', vendorCode: 'VNL', gameType: 'LOTT', declared: true });
  });

  it('is gone after a reset to the seed, and applies again', async () => {
    await adminMutation(t, 'data.reset');
    expect(await t.sim.merchants.get('gi8viet')).toBeNull();
    expect(await t.db.game.findUnique({ where: { id: 5910 } })).toBeNull();
    expect((await adminMutation(t, 'scenario.runFile', { file: 'sit-gi8viet' })).statusCode).toBe(200);
    expect(await t.db.game.findUnique({ where: { id: 5910 } })).not.toBeNull();
  });
});

describe('declaring games', () => {
  it('refuses to take over a generated game id or to use an unknown vendor', async () => {
    const generated = await t.db.game.findFirstOrThrow({ where: { declared: false } });
    const takeover = await adminMutation(t, 'catalogue.declareGame', {
      id: generated.id,
      code: 'X1',
      name: 'Takeover',
      vendor: 'VNL',
    });
    expect(takeover.statusCode).toBe(409);
    const unknownVendor = await adminMutation(t, 'catalogue.declareGame', {
      id: 4242,
      code: 'X2',
      name: 'Nowhere',
      vendor: 'NOPE',
    });
    expect(unknownVendor.statusCode).toBe(409);
  });

  it('is idempotent: declaring the same id again updates it', async () => {
    const declare = (name: string) =>
      adminMutation(t, 'catalogue.declareGame', { id: 4243, code: 'QA4243', name, vendor: 'TCGL' });
    await declare('First');
    await declare('Second');
    expect((await t.db.game.findUniqueOrThrow({ where: { id: 4243 } })).name).toBe('Second');
  });
});
