// pnpm sim vouchers | live against a live simulator, in-process as `pnpm sim` runs them; and the scenario
// keys `discountTickets`, `extraRewards` and `liveModels`.
import { describe, expect, it } from 'vitest';
import { adminCaller } from '../../server/src/test/harness.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

describe('pnpm sim vouchers | live', () => {
  it('gives, lists, uses and cancels discount tickets and extra rewards', async () => {
    const given = await sim('vouchers', 'discount', 'RELOAD20', 'demo01', '--percent', '12', '--max', '300');
    const [ticket] = given.value as { transactionId: string; status: string }[];
    expect(ticket).toMatchObject({ status: 'AVAILABLE' });
    expect((await sim('vouchers', 'use', ticket!.transactionId)).value).toMatchObject({ status: 'USED' });
    expect((await sim('vouchers', 'discounts', '--user', 'demo01')).value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transactionId: ticket!.transactionId, status: 'USED' }),
      ]),
    );
    const extra = await sim('vouchers', 'extra', 'WELCOME100', 'demo01', '--amount', '30', '--turnover', '2');
    const { claimId } = extra.value as { claimId: string };
    expect(extra.value).toMatchObject({ status: 'UNAPPLIED', rewardAmount: 30, turnoverRequired: 60 });
    expect((await sim('vouchers', 'cancel-extra', claimId)).value).toMatchObject({ status: 'CANCELLED' });
    expect((await sim('vouchers', 'discount', 'RELOAD20', 'demo01', '--max', '300')).code).not.toBe(0);
  });

  it('lists the live models and switches one online', async () => {
    expect((await sim('live', 'online', 'LM06', 'on')).value).toMatchObject({ code: 'LM06', online: true });
    const models = (await sim('live', 'models')).value as { code: string; online: boolean }[];
    expect(models.find((model) => model.code === 'LM06')?.online).toBe(true);
    expect((await sim('live', 'online', 'LM06', 'maybe')).code).not.toBe(0);
  });
});

describe('scenario keys discountTickets, extraRewards and liveModels', () => {
  it('give a scenario persona vouchers and switch live models', async () => {
    const result = await adminCaller(live.t).scenario.run({
      name: 'vouchers',
      reset: false,
      personas: [{ username: 'voucher_qa', password: 'Voucher1234' }],
      discountTickets: [
        { promotionCode: 'RELOAD20', username: 'voucher_qa', discountPercent: 5, maxDiscount: 100 },
      ],
      extraRewards: [{ promotionCode: 'CRICKETFEST', username: 'voucher_qa', amount: 40, hours: 24 }],
      liveModels: [
        { code: 'LM01', online: false },
        { code: 'LM08', online: true },
      ],
    });
    expect(result.steps).toEqual(
      expect.arrayContaining([
        'discount ticket of RELOAD20 for voucher_qa',
        'extra reward of CRICKETFEST for voucher_qa',
        'live model LM01 offline',
        'live model LM08 online',
      ]),
    );
    const caller = adminCaller(live.t);
    expect(await caller.discountTickets.list({ username: 'voucher_qa' })).toHaveLength(1);
    expect(await caller.extraRewards.list({ username: 'voucher_qa' })).toMatchObject([{ rewardAmount: 40 }]);
    const models = await caller.live.models({});
    expect(models.find((model) => model.code === 'LM08')?.online).toBe(true);
    expect(models.find((model) => model.code === 'LM01')?.online).toBe(false);
  });
});
