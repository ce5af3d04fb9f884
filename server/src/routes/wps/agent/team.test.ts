import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, mainBalance, okValue } from '../../../test/cashier-helpers.ts';
import { createTestApp, loginAs, type TestApp, wps, wpsEncrypted } from '../../../test/harness.ts';

let t: TestApp;
let agent01: string;
beforeAll(async () => {
  t = await createTestApp();
  agent01 = await loginAs(t, 'agent01', 'Agent1234');
});
afterAll(() => t.close());

type Page = { list: Record<string, unknown>[]; totalCount: number; totalPages: number; pageNum: number };
const downlines = async (query: string, token = agent01) =>
  okValue<Page>(await wps(t, 'GET', `/wps/agent/downlines${query}`, { token }));
const errorOf = (response: { json(): unknown }) => (response.json() as { errorCode?: string }).errorCode;

describe('team management: the downline list', () => {
  it('lists the whole team, nearest level first, with balance and team size', async () => {
    const page = await downlines('');
    expect(page.totalCount).toBe(4);
    expect(page.list.map((m) => [m.username, m.level])).toEqual([
      ['agent02', 1],
      ['down01', 1],
      ['down02', 1],
      ['down03', 2],
    ]);
    expect(page.list[0]).toMatchObject({ type: 2, uplineAccount: 'agent01', teamSize: 1, balance: 5000 });
    expect(page.list[3]).toMatchObject({ uplineAccount: 'agent02', teamSize: 0 });
  });

  it('searches by part of a username, kind of account and level, and pages', async () => {
    expect((await downlines('?username=DOWN')).list.map((m) => m.username)).toEqual([
      'down01',
      'down02',
      'down03',
    ]);
    expect((await downlines('?accountType=AGENT')).list.map((m) => m.username)).toEqual(['agent02']);
    expect((await downlines('?level=2')).list.map((m) => m.username)).toEqual(['down03']);
    const second = await downlines('?pageNo=2&pageSize=3');
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 4 });
    expect(second.list.map((m) => m.username)).toEqual(['down03']);
  });

  it("answers only the caller's own team", async () => {
    const agent42 = await loginAs(t, 'agent42', 'Agent1234');
    expect((await downlines('', agent42)).list.map((m) => m.username)).toEqual(['down04']);
  });
});

describe('team management: promotion', () => {
  it('makes a direct downline member an agent with an affiliate code', async () => {
    const promoted = okValue<Record<string, unknown>>(
      await wps(t, 'PUT', '/wps/agent/promoteDownlineToAgent', {
        token: agent01,
        body: { username: 'down02' },
      }),
    );
    expect(promoted).toMatchObject({ username: 'down02', type: 2 });
    expect((await t.db.member.findUniqueOrThrow({ where: { id: 3002 } })).affiliateCode).toBe('AG3002');
    const again = await wps(t, 'PUT', '/wps/agent/promoteDownlineToAgent', {
      token: agent01,
      body: { username: 'down02' },
    });
    expect(errorOf(again)).toBe('request_param_err');
  });

  it.each([
    ['down03', 'NOT_DIRECT_DOWNLINE'],
    ['down04', 'DOWNLINE_NOT_FOUND'],
    ['nobody99', 'DOWNLINE_NOT_FOUND'],
  ])('refuses %s with %s', async (username, errorCode) => {
    const answer = await wps(t, 'PUT', '/wps/agent/promoteDownlineToAgent', {
      token: agent01,
      body: { username },
    });
    expect(errorOf(answer)).toBe(errorCode);
  });
});

describe('team management: transfer to the downline', () => {
  const send = (body: Record<string, unknown>) =>
    wpsEncrypted(t, 'PUT', '/wps/agent/transferDownline', body, { token: agent01 });

  it('moves money to any member of the team through the ledger, once per requestId', async () => {
    const [agent, down] = [await mainBalance(t, 2001), await mainBalance(t, 3003)];
    const body = { username: 'down03', amount: 250.25, paymentPassword: '123456', requestId: 'down-1' };
    const order = okValue(await send(body));
    expect(order).toMatchObject({
      type: 'TRANSFER_DOWNLINE',
      status: 'SUCCESS',
      amount: 250.25,
      toWallet: 'down03',
    });
    okValue(await send(body));
    expect(await mainBalance(t, 2001)).toBe(agent - 250.25);
    expect(await mainBalance(t, 3003)).toBe(down + 250.25);
    const received = await t.db.moneyOrder.findMany({ where: { memberId: 3003, type: 'TRANSFER_IN' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ fromWallet: 'agent01', amountMinor: 25025n });
    expect((await adminCaller(t).wallet.audit()).balanced).toBe(true);
  });

  it('says the agent may send to its team', async () => {
    expect(
      okValue<Record<string, unknown>>(await wps(t, 'GET', '/wps/agent/transferEnabled', { token: agent01 })),
    ).toMatchObject({ toUpline: false, toDownline: true, hasPaymentPassword: true });
  });

  it.each([
    [{ username: 'down04', amount: 1, paymentPassword: '123456' }, 'DOWNLINE_NOT_FOUND'],
    [{ username: 'demo01', amount: 1, paymentPassword: '123456' }, 'DOWNLINE_NOT_FOUND'],
    [{ username: 'down01', amount: 1, paymentPassword: '000000' }, 'PAYMENT_PASSWORD_INCORRECT'],
    [{ username: 'down01', amount: 1_000_000, paymentPassword: '123456' }, 'INSUFFICIENT_BALANCE'],
  ])('refuses %j with %s', async (body, errorCode) => {
    expect(errorOf(await send(body))).toBe(errorCode);
  });
});

describe('the agent gate and announcements', () => {
  it("lists the merchant's agent notices", async () => {
    const notices = okValue<{ title: string }[]>(
      await wps(t, 'GET', '/wps/agent/announcements', { token: agent01, headers: { language: 'EN' } }),
    );
    expect(notices.map((n) => n.title).sort()).toEqual(['Agent commission schedule', 'Grow your team']);
    // the site's notices never list them
    const site = okValue<{ player: { title: string }[] }>(
      await wps(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements'),
    );
    expect(site.player.map((n) => n.title)).not.toContain('Grow your team');
  });

  it('refuses members, trial accounts and visitors', async () => {
    const member = await loginAs(t, 'demo01', 'Demo1234');
    const trial = await loginAs(t, 'trial01', 'Trial1234');
    expect(errorOf(await wps(t, 'GET', '/wps/agent/downlines', { token: member }))).toBe('NOT_AGENT');
    expect(errorOf(await wps(t, 'GET', '/wps/agent/downlines', { token: trial }))).toBe(
      'in_need_true_account',
    );
    const visitor = await wps(t, 'GET', '/wps/agent/downlines');
    expect(visitor.statusCode).toBe(401);
  });
});
