import { flattenWhitelabel } from '@sim/shared/flags';
import { openWithTrailingKey } from '@sim/shared/wire-crypto';
import { registerRulesSchema, systemStatusCode, systemStatusSchema } from '@sim/shared/wps/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminMutation,
  backToSeed,
  createTestApp,
  loginAs,
  type TestApp,
  wps,
} from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const status = async () =>
  systemStatusSchema.parse((await wps(t, 'GET', '/wps/system/status?url=localhost')).json().value);

describe('GET /wps/system/status', () => {
  it('serves the boot payload in the real shape, status 0 by default', async () => {
    const value = await status();
    expect(systemStatusCode(value)).toBe(0);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'BD' });
    expect(value.info.config).toMatchObject({
      defaultLanguage: 'BN',
      currencySymbol: '৳',
      brand: { merchant: 'sim001' },
    });
    expect(value.info.register.password).toMatchObject({ patternId: 4, minLength: 6, maxLength: 12 });
    expect(value.info.resources.map((r) => r.resourceType)).toEqual([
      'FACEBOOK',
      'EMAIL',
      'IOS',
      'Android',
      'MOBILECONFIG',
      'IOSLITE',
      'USDJUMP',
    ]);
  });

  it("tells the simulator's time, which follows the clock", async () => {
    await t.sim.clock.freeze(new Date('2030-05-01T08:00:00Z'));
    expect((await status()).serverTime).toBe(Date.parse('2030-05-01T08:00:00Z'));
  });

  it('seals customer-service links the way the front end opens them', async () => {
    const [service] = (await status()).info.customerService;
    expect(openWithTrailingKey(service!.path)).toBe('/help?merchant=sim001&topic=contact');
  });

  it('turns to maintenance (1) with its end time, and other calls get 503', async () => {
    const end = '2030-01-01T10:00:00.000Z';
    await adminMutation(t, 'system.setStatus', { maintenance: true, maintenanceEndTime: end });
    const value = await status();
    expect(systemStatusCode(value)).toBe(1);
    expect(value.maintenanceEndTime).toBe(Date.parse(end));
    const login = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().errorCode).toBe('system.maintenance');
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('follows a scheduled maintenance window on the simulated clock', async () => {
    const now = t.sim.clock.now().getTime();
    await t.sim.clock.freeze();
    await adminMutation(t, 'system.setStatus', {
      maintenance: true,
      maintenanceStartTime: now + 60 * 60_000,
      maintenanceEndTime: now + 2 * 60 * 60_000,
    });
    expect((await status()).maintenance).toBe(false);
    await t.sim.clock.advance(90 * 60_000);
    expect((await status()).maintenance).toBe(true);
    await t.sim.clock.advance(60 * 60_000);
    expect((await status()).maintenance).toBe(false);
  });

  it('restricts the region (2) for a blocked visitor country and refuses other calls with IP_NOT_ALLOW', async () => {
    await adminMutation(t, 'system.setStatus', { blockedCountries: ['US'] });
    expect((await status()).regionRestriction).toBe(false);
    await adminMutation(t, 'system.setClientLocation', { ip: '8.8.8.8', country: 'US' });
    const value = await status();
    expect(systemStatusCode(value)).toBe(2);
    expect(value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    const login = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().errorCode).toBe('IP_NOT_ALLOW');
  });

  it('restricts everyone when region restriction is switched on, maintenance taking precedence', async () => {
    await adminMutation(t, 'system.setStatus', { regionRestriction: true });
    expect(systemStatusCode(await status())).toBe(2);
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    expect(systemStatusCode(await status())).toBe(1);
  });

  it('lets a logged-in member log out during maintenance', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await adminMutation(t, 'system.setStatus', { maintenance: true });
    expect((await wps(t, 'DELETE', '/wps/session/logout', { token })).statusCode).toBe(200);
  });
});

describe('white-label modules and register rules', () => {
  it('serves the module tree, a child off when its parent is off', async () => {
    await adminMutation(t, 'flags.set', { modId: 'MOBILENUMREG3', enabled: false });
    const tree = (await wps(t, 'GET', '/wps/system/whitelabel')).json().value;
    const flags = flattenWhitelabel(tree.childrenNodes);
    expect(flags.MOBILENUMREG3).toBe(false);
    expect(flags.MOBILENUMPASSREG3).toBe(false);
    expect(flags.DIRECTREG3).toBe(true);
    expect((await status()).info.whitelabel).toEqual(tree);
  });

  it('serves the register validators', async () => {
    const rules = registerRulesSchema.parse(
      (await wps(t, 'GET', '/wps/system/setting/register')).json().value,
    );
    expect(rules.username).toMatchObject({ enabled: true, required: true });
    expect(rules.payeeName?.enabled).toBe(false);
  });
});
