// Server-supplied content follows the Language header (else the merchant's default language), with
// English where a text lacks the language asked for: notices, banners, the popup, agent notices, wallet
// and channel names, the Vietnam regions and a pending deposit's payment instructions.
import { announcementsSchema } from '@sim/shared/relay/mcsfe';
import { depositOrderSchema } from '@sim/shared/wps/cashier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
});
afterAll(() => t.close());

async function notices(language?: string) {
  const headers: Record<string, string> = language ? { language } : {};
  const response = await wps(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR', { headers });
  return announcementsSchema.parse(response.json().value);
}

describe('notices, banners and the popup', () => {
  it('answer in the language asked for, with real titles', async () => {
    const en = await notices('EN');
    expect(en.player[0]).toMatchObject({ title: 'First deposit bonus 100%' });
    expect(en.player[0]!.content).toContain('Welcome to SimBet!');
    expect(en.player.map((n) => n.title)).not.toContain('Notice 1');
    expect(en.popup[0]!.title).toBe('Welcome!');

    const bn = await notices('BN');
    expect(bn.player[0]).toMatchObject({ title: 'প্রথম ডিপোজিটে 100% বোনাস' });
    expect(bn.player[0]!.content).toContain('SimBet');
    expect(bn.player[0]).toMatchObject({ contents: [{ language: 'BN', title: 'প্রথম ডিপোজিটে 100% বোনাস' }] });
    expect(bn.popup[0]!.title).toBe('স্বাগতম!');
    expect(bn.banners.map((b) => b.title)).toContain('স্লট উৎসব');
    expect((await notices('VI')).banners.map((b) => b.title)).toContain('Lễ hội slot');
    expect((await notices('zh')).popup[0]!.title).toBe('欢迎！');
  });

  it("answer in the merchant's default language without a Language header or with an unknown one", async () => {
    // sim001's default is Bengali (wire-contract.md: the header picks, the merchant's default otherwise)
    expect((await notices()).popup[0]!.title).toBe('স্বাগতম!');
    expect((await notices('XX')).popup[0]!.title).toBe('স্বাগতম!');
  });

  it('fall back to English for a language a notice was not written in', async () => {
    await t.sim.db.announcement.update({
      where: { id: 1000 },
      data: { texts: { VI: { title: 'Chỉ VI', content: '' } } },
    });
    const bn = await notices('BN');
    expect(bn.player[0]!.title).toBe('First deposit bonus 100%');
    expect((await notices('VI')).player[0]!.title).toBe('Chỉ VI');
  });

  it('agent notices follow the language too', async () => {
    const agent = await loginAs(t, 'agent01', 'Agent1234');
    const titles = async (language: string) =>
      (await wps(t, 'GET', '/wps/agent/announcements', { token: agent, headers: { language } }))
        .json()
        .value.map((n: { title: string }) => n.title)
        .sort();
    expect(await titles('JA')).toEqual(['エージェント報酬スケジュール', 'チームを拡大しよう']);
  });
});

describe('wallet, channel and region names', () => {
  it('name the main wallet and the bank transfer channel in the language asked for', async () => {
    const balance = await wps(t, 'GET', '/wps/v2/wallets/balance', { token, headers: { language: 'BN' } });
    expect(balance.json().value.balance[0]).toMatchObject({
      accountTypeName: 'MAIN',
      displayName: 'প্রধান ওয়ালেট',
    });
    const legacy = await wps(t, 'GET', '/wps/wallets/balance', { token, headers: { language: 'TH' } });
    expect(legacy.json().value.balances[0].displayName).toBe('กระเป๋าหลัก');

    const settings = await wps(t, 'GET', '/wps/relay/MCSFE_getDepositSettings', {
      token,
      headers: { language: 'CN' },
    });
    const names = settings.json().value.channels.map((c: { name: string }) => c.name);
    expect(names).toEqual(['bKash', 'Nagad', '银行转账', 'USDT (TRC20)']);
  });

  it('name the Vietnam regions in the language asked for', async () => {
    const labels = async (language: string) =>
      Object.values(
        (await wps(t, 'GET', '/lgw/vn/games/game_menu', { headers: { language } })).json() as Record<
          string,
          { labelName: string }
        >,
      ).map((g) => g.labelName);
    expect(await labels('VI')).toEqual(['Miền Bắc', 'Miền Trung', 'Miền Nam']);
    expect(await labels('EN')).toEqual(['Northern', 'Central', 'Southern']);
  });
});

describe('a pending deposit', () => {
  it("answers where to pay it: the channel's account and the reference, in the language asked for", async () => {
    const response = await wps(t, 'POST', '/wps/v2/transaction/deposit', {
      token,
      headers: { language: 'BN' },
      body: { channelCode: 'BANK', amount: 600 },
    });
    const order = depositOrderSchema.parse(response.json().value);
    expect(order.status).toBe('PENDING');
    expect(order.instructions).toMatchObject({
      channelName: 'ব্যাংক ট্রান্সফার',
      accountName: 'SimBet Payments',
      bankName: 'Dutch-Bangla Bank',
      reference: order.referenceNo,
      amount: 600,
    });
    expect(order.instructions!.accountNo).toMatch(/^\d{4} \d{4} \d{4} \d$/);
  });
});
