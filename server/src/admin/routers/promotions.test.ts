import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  adminMutation,
  backToSeed,
  createTestApp,
  loginAs,
  type TestApp,
} from '../../test/harness.ts';
import { promotionId, relay } from '../../test/promotion-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const texts = { EN: { title: 'Weekend reload', summary: 'Ten percent', content: '<p>Ten percent</p>' } };

describe('promotions.*', () => {
  it('lists the seeded promotions of both merchants, in six languages', async () => {
    const sim001 = await adminCaller(t).promotions.list({});
    const sim002 = await adminCaller(t).promotions.list({ merchant: 'sim002' });
    expect(sim001.map((p) => p.code)).toContain('WELCOME100');
    expect(sim002.find((p) => p.code === 'PROMOCODE50')?.promoCode).toBe('SIMVIET50');
    const welcome = sim001.find((p) => p.code === 'WELCOME100')!;
    expect(Object.keys(welcome.texts).sort()).toEqual(['BN', 'CN', 'EN', 'JA', 'TH', 'VI']);
    expect(welcome).toMatchObject({ phase: 'OPEN', status: 'ACTIVE', entry: 'APPLY', bonusMax: 5000 });
    expect(sim002.find((p) => p.code === 'WELCOME100')?.bonusMax).toBe(1_000_000);
  });

  it('creates, edits and closes a promotion the member sees change', async () => {
    const admin = adminCaller(t);
    const created = await admin.promotions.create({
      code: 'WEEKEND10',
      kind: 'DEPOSIT_BONUS',
      category: 'DEPOSIT',
      entry: 'JOIN',
      texts,
      bonusPercent: 10,
      bonusMax: 100,
    });
    expect(created).toMatchObject({
      code: 'WEEKEND10',
      phase: 'OPEN',
      bannerUrl: '/cdn/banners/promotion-weekend10.svg',
    });
    const banner = await t.app.inject({ method: 'GET', url: created.bannerUrl });
    expect(banner.body).toContain('Weekend reload');
    const edited = await admin.promotions.edit({
      promotionId: created.promotionId,
      bonusMax: 300,
      vipMin: 1,
    });
    expect(edited).toMatchObject({ bonusMax: 300, vipMin: 1, bonusPercent: 10 });
    // the same code again edits, it does not duplicate
    await admin.promotions.create({ code: 'WEEKEND10', kind: 'DEPOSIT_BONUS', category: 'DEPOSIT', texts });
    expect((await admin.promotions.list({})).filter((p) => p.code === 'WEEKEND10')).toHaveLength(1);

    const token = await loginAs(t, 'demo01', 'Demo1234');
    await admin.promotions.close({ promotionId: created.promotionId });
    const list = (await relay(t, 'GET', 'MCSFE_getAvailablePromotions', token)).json().value as {
      code: string;
      activityStatus: string;
    }[];
    expect(list.find((p) => p.code === 'WEEKEND10')?.activityStatus).toBe('CLOSE');
  });

  it('refuses promotions that break their rules', async () => {
    const admin = adminCaller(t);
    const base = { kind: 'PROMO_CODE' as const, category: 'LIMITED' as const, texts };
    await expect(admin.promotions.create(base)).rejects.toThrow(/needs a promoCode/);
    await expect(admin.promotions.create({ ...base, promoCode: 'SIMBET50' })).rejects.toThrow(/is used by/);
    await expect(admin.promotions.create({ ...base, kind: 'RAFFLE' })).rejects.toThrow(/needs prizes/);
    await expect(
      admin.promotions.create({ ...base, kind: 'LOGIN', startTime: '2026-12-01', endTime: '2026-11-01' }),
    ).rejects.toThrow(/after startTime/);
    await expect(admin.promotions.create({ ...base, kind: 'LOGIN', texts: {} })).rejects.toThrow();
    await expect(admin.promotions.close({ promotionId: 99_999 })).rejects.toThrow(/No promotion/);
    await expect(
      admin.promotions.forceOutcome({ promotionId: await promotionId(t, 'VIPWHEEL'), prizeIndex: 8 }),
    ).rejects.toThrow(/has 8 prizes/);
  });

  it('is closed to member tokens', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    expect((await adminMutation(t, 'promotions.close', { promotionId: 1 }, token)).statusCode).toBe(401);
  });

  it('takes promotions from a scenario file', async () => {
    const result = await adminCaller(t).scenario.run({
      name: 'promo-test',
      promotions: [
        {
          code: 'QA_WHEEL',
          kind: 'PRIZE_WHEEL',
          category: 'VIP',
          texts,
          prizes: [{ label: '100', rewardType: 'CASH', amount: 100, weight: 1 }],
        },
      ],
    });
    expect(result.steps).toContain('promotion QA_WHEEL');
    const wheel = (await adminCaller(t).promotions.list({ kind: 'PRIZE_WHEEL' })).map((p) => p.code);
    expect(wheel).toEqual(expect.arrayContaining(['QA_WHEEL', 'VIPWHEEL']));
  });

  it('ships the reward-centre scenario: a VIP3 member, a QA promo code and a wheel that always pays', async () => {
    const applied = await adminCaller(t).scenario.runFile({ file: 'reward-centre.yaml' });
    expect(applied.personas.map((p) => p.username)).toEqual(['promo_qa']);
    const token = await loginAs(t, 'promo_qa', 'Promo1234');
    const code = await relay(t, 'POST', 'PROMOFE_claimPromoCode', token, { promoCode: 'QA100' });
    expect(code.json()).toMatchObject({ success: true, value: { bonusAmount: 100 } });
    const [ticket] = await adminCaller(t).promotions.grantTickets({
      promotionId: await promotionId(t, 'QA_WHEEL'),
      username: 'promo_qa',
    });
    const spin = await relay(t, 'POST', 'PROMOFE_claimTicket', token, {
      transactionId: ticket!.transactionId,
    });
    expect(spin.json()).toMatchObject({ success: true, value: { rewardType: 'CASH', paidAmount: 500 } });
  });
});
