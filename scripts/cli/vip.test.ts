// pnpm sim vip | referral against a live simulator, in-process as `pnpm sim` runs them; and the
// scenario keys `vip` and `referral`.
import { describe, expect, it } from 'vitest';
import { adminCaller } from '../../server/src/test/harness.ts';
import { liveSimulator } from './live-simulator.ts';

const live = liveSimulator();
const sim = live.sim;

describe('pnpm sim vip | referral', () => {
  it('changes a rank rule, sets and shows a rank, lists the change, runs the review', async () => {
    const changed = await sim('vip', 'rule', '3', '--monthly', '300', '--bonus', '99');
    expect(changed.value.rules[3]).toMatchObject({ level: 3, monthlyTurnover: 300, bonus: 99 });
    expect((await sim('vip', 'set', 'demo01', '6')).value).toMatchObject({ fromLevel: 2, toLevel: 6 });
    expect((await sim('vip', 'show', 'demo01')).value).toMatchObject({
      playerRankName: 'VIP6',
      vipService: true,
    });
    expect((await sim('vip', 'changes', '--user', 'demo01')).value[0]).toMatchObject({
      reason: 'ADMIN',
      toLevel: 6,
    });
    expect((await sim('vip', 'review')).code).toBe(0);
    expect((await sim('vip', 'set', 'demo01', '12')).code).not.toBe(0);
  });

  it('changes the referral rule (off turns a criterion off) and lists invitees', async () => {
    const set = await sim('referral', 'set', '--first-deposit', 'off', '--valid-bet', '300', '--reward', '8');
    expect(set.value).toMatchObject({ firstDeposit: null, validBet: 300, reward: 8 });
    expect((await sim('referral', 'rule')).value).toMatchObject({ firstDeposit: null });
    expect((await sim('referral', 'list')).value).toEqual([]);
    expect((await sim('referral', 'pay')).value).toEqual({ paid: 0 });
  });
});

describe('scenario keys vip and referral', () => {
  it('set rank rules, members’ ranks and the referral rule', async () => {
    const result = await adminCaller(live.t).scenario.run({
      name: 'vip-and-referral',
      reset: false,
      vip: { rules: [{ level: 1, monthlyTurnover: 5, totalTurnover: 5 }], ranks: { down01: 7 } },
      referral: { reward: 12, enabled: true },
    });
    expect(result.steps).toEqual(
      expect.arrayContaining(['vip rules', 'down01 to VIP level 7', 'referral rule']),
    );
    expect((await adminCaller(live.t).vip.member({ username: 'down01' })).playerRankLevel).toBe(7);
    expect((await adminCaller(live.t).vip.rules()).rules[1]).toMatchObject({ monthlyTurnover: 5 });
    expect(await adminCaller(live.t).referral.rule()).toMatchObject({ reward: 12 });
  });
});
