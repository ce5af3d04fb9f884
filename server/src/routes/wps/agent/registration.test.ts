import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okValue } from '../../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps, wpsEncrypted } from '../../../test/harness.ts';

let t: TestApp;
let agent01: string;
let agent02: string;
beforeAll(async () => {
  t = await createTestApp();
  agent01 = await loginAs(t, 'agent01', 'Agent1234');
  agent02 = await loginAs(t, 'agent02', 'Agent1234');
});
afterAll(() => t.close());

type Value = Record<string, unknown>;
const get = (token: string, url: string) => wps(t, 'GET', url, { token });
const createDownline = (token: string, body: Record<string, unknown>) =>
  wpsEncrypted(t, 'POST', '/wps/agent/downline', body, { token });
const errorOf = (response: { json(): unknown }) => (response.json() as { errorCode?: string }).errorCode;
const DEFAULT_RATES = {
  RNG: 0.8,
  FISH: 0.8,
  LIVE: 0.5,
  PVP: 0.5,
  SPORTS: 0.5,
  ESPORTS: 0.5,
  LOTT: 0.3,
  ELOTT: 0.3,
};

describe('registration centre: new downline accounts', () => {
  it('creates a member directly under the caller, who can log in and is in the team', async () => {
    const created = okValue<Value>(
      await createDownline(agent01, {
        username: 'TeamM1',
        password: 'Member123',
        confirmPassword: 'Member123',
      }),
    );
    expect(created).toMatchObject({
      username: 'teamm1',
      type: 0,
      level: 1,
      uplineAccount: 'agent01',
      balance: 0,
    });
    await loginAs(t, 'teamm1', 'Member123');
    const link = await t.db.teamLink.findUnique({
      where: { ancestorId_descendantId: { ancestorId: 2001, descendantId: created.id as number } },
    });
    expect(link?.depth).toBe(1);
    // its rebate rates default to the caller's own
    expect(okValue<Value>(await get(agent01, '/wps/agent/downlineRebates?username=teamm1')).rates).toEqual(
      DEFAULT_RATES,
    );
  });

  it('creates an agent (type 2) with its own affiliate code and lower rates', async () => {
    const created = okValue<Value>(
      await createDownline(agent01, {
        username: 'teama1',
        password: 'Agent1234',
        accountType: 'AGENT',
        rates: { RNG: 0.5 },
      }),
    );
    expect(created).toMatchObject({ type: 2, uplineAccount: 'agent01' });
    const member = await t.db.member.findUniqueOrThrow({ where: { id: created.id as number } });
    expect(member.affiliateCode).toBe(`AG${member.id}`);
    const token = await loginAs(t, 'teama1', 'Agent1234');
    expect(okValue<Value>(await get(token, '/wps/agent/globalRebateSettings')).rates).toEqual({
      ...DEFAULT_RATES,
      RNG: 0.5,
    });
  });

  it.each([
    [{ username: 'teamx', password: 'Member123', rates: { RNG: 0.9 } }, 'REBATE_ABOVE_UPLINE'],
    [{ username: 'teamx', password: 'Member123', rates: { HORSES: 0.1 } }, 'REBATE_ABOVE_UPLINE'],
    [{ username: 'demo01', password: 'Member123' }, 'US_CUSTOMER_EXIST_ERROR'],
    [{ username: 'teamx', password: 'Member123', confirmPassword: 'Other1234' }, 'inconsistent_twice'],
  ])('refuses %j with %s', async (body, errorCode) => {
    expect((await createDownline(agent01, body)).json()).toMatchObject({ success: false, errorCode });
  });

  it('refuses a plain body', async () => {
    const plain = await wps(t, 'POST', '/wps/agent/downline', {
      token: agent01,
      body: { username: 'teamplain', password: 'Member123' },
    });
    expect(plain.statusCode).toBe(400);
  });
});

describe('registration centre: affiliate URLs', () => {
  it('adds, lists and removes URLs; the domain names the agent on the register page', async () => {
    const url = okValue<Value>(
      await wps(t, 'POST', '/wps/agent/affiliateUrl', {
        token: agent02,
        body: { domain: 'Team2.Example.com' },
      }),
    );
    expect(url).toMatchObject({
      domain: 'team2.example.com',
      affiliateCode: 'AG2002',
      url: 'https://team2.example.com/register?affiliateCode=AG2002',
    });
    expect(okValue<Value[]>(await get(agent02, '/wps/agent/affiliateUrls'))).toEqual([url]);
    expect(okValue<Value>(await wps(t, 'GET', '/wps/agent/default?domain=team2.example.com'))).toEqual({
      affiliateCode: 'AG2002',
    });
    expect(okValue<Value>(await wps(t, 'GET', '/wps/agent/default?domain=elsewhere.com'))).toEqual({
      affiliateCode: null,
    });
    const taken = await wps(t, 'POST', '/wps/agent/affiliateUrl', {
      token: agent01,
      body: { domain: 'team2.example.com' },
    });
    expect(errorOf(taken)).toBe('AFFILIATE_DOMAIN_TAKEN');
    // another agent cannot remove it
    const id = url.affiUrlId as number;
    const foreign = await wps(t, 'DELETE', `/wps/agent/affiliateUrl?affiUrlId=${id}`, { token: agent01 });
    expect((foreign.json() as { success: boolean }).success).toBe(false);
    okValue(await wps(t, 'DELETE', `/wps/agent/affiliateUrl?affiUrlId=${id}`, { token: agent02 }));
    expect(okValue<Value[]>(await get(agent02, '/wps/agent/affiliateUrls'))).toEqual([]);
  });

  it("a visitor registering on an agent's URL joins that agent's team", async () => {
    okValue(
      await wps(t, 'POST', '/wps/agent/affiliateUrl', {
        token: agent02,
        body: { domain: 'join.example.com' },
      }),
    );
    const joined = okValue<{ customerId: number }>(
      await wpsEncrypted(t, 'PUT', '/wps/member/register', {
        username: 'joiner1',
        password: 'Pass1234',
        confirmPassword: 'Pass1234',
        domain: 'join.example.com',
      }),
    );
    expect((await t.db.member.findUniqueOrThrow({ where: { id: joined.customerId } })).uplineId).toBe(2002);
    expect(await t.db.teamLink.count({ where: { descendantId: joined.customerId } })).toBe(3);
  });

  it('lists the members who joined the caller directly, newest first', async () => {
    const page = okValue<{ list: Value[]; totalCount: number }>(
      await get(agent01, '/wps/agent/registeredAffiliates?pageSize=2'),
    );
    // created in this file: teama1 and teamm1 (the seed's downline registered long before the range)
    expect(page.list.map((m) => m.username)).toEqual(['teama1', 'teamm1']);
    expect(page.totalCount).toBe(2);
    const agent02Page = okValue<{ list: Value[] }>(await get(agent02, '/wps/agent/registeredAffiliates'));
    expect(agent02Page.list.map((m) => m.username)).toEqual(['joiner1']);
  });
});

describe('registration centre: rebate rates', () => {
  it("answers the caller's own rates (the merchant's until an upline sets them)", async () => {
    expect(okValue<Value>(await get(agent01, '/wps/agent/globalRebateSettings'))).toEqual({
      rates: DEFAULT_RATES,
    });
  });

  it('sets a direct downline below the caller, and caps that downline’s own team', async () => {
    const put = (token: string, body: Record<string, unknown>) =>
      wps(t, 'PUT', '/wps/agent/downlineRebates', { token, body });
    // agent02 gives down03 0.6 on RNG (agent02 still has the merchant's 0.8)
    okValue(await put(agent02, { username: 'down03', rates: { RNG: 0.6 } }));
    // agent01 lowers agent02 to 0.4: down03's 0.6 comes down with it
    const set = okValue<Value>(await put(agent01, { username: 'agent02', rates: { RNG: 0.4 } }));
    expect(set).toMatchObject({ username: 'agent02', rates: { RNG: 0.4, LIVE: 0.5 } });
    expect(okValue<Value>(await get(agent02, '/wps/agent/globalRebateSettings')).rates).toMatchObject({
      RNG: 0.4,
    });
    expect(okValue<Value>(await get(agent01, '/wps/agent/downlineRebates?username=down03'))).toMatchObject({
      rates: { RNG: 0.4 },
    });
    expect(errorOf(await put(agent02, { username: 'down03', rates: { RNG: 0.5 } }))).toBe(
      'REBATE_ABOVE_UPLINE',
    );
    // down03 is agent02's, two levels under agent01: agent01 reads it but sets only its direct downline
    expect(errorOf(await put(agent01, { username: 'down03', rates: { RNG: 0.1 } }))).toBe(
      'NOT_DIRECT_DOWNLINE',
    );
    // another tree's member is not found
    expect(errorOf(await put(agent01, { username: 'down04', rates: { RNG: 0.1 } }))).toBe(
      'DOWNLINE_NOT_FOUND',
    );
    expect(errorOf(await get(agent01, '/wps/agent/downlineRebates?username=down04'))).toBe(
      'DOWNLINE_NOT_FOUND',
    );
  });
});
