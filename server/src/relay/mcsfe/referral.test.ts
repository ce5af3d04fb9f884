import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deposit, mainBalance, okValue } from '../../test/cashier-helpers.ts';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  type TestApp,
  wpsEncrypted,
} from '../../test/harness.ts';
import { playRound, relay } from '../../test/points-helpers.ts';

let t: TestApp;
let token: string;
let referrerId: number;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  await adminCaller(t).clock.freeze();
  token = await loginAs(t, 'demo01', 'Demo1234');
  const demo = await t.db.member.findFirstOrThrow({ where: { merchantCode: 'sim001', username: 'demo01' } });
  referrerId = demo.id;
  code = demo.referralCode ?? '';
});

const caller = () => adminCaller(t);
const details = async () =>
  (await relay(t, token, 'MCSFE_getReferralDetails', '?autoGenerate=true')).json().value;
const rewardOrders = () =>
  t.db.moneyOrder.findMany({ where: { memberId: referrerId, requestId: { startsWith: 'referral/' } } });

async function registerInvitee(username: string) {
  const answer = await wpsEncrypted(t, 'PUT', '/wps/member/register', {
    username,
    password: 'Pass1234',
    confirmPassword: 'Pass1234',
    referralCode: code,
    registerMethod: 'WEB',
  });
  expect(answer.json().success).toBe(true);
  return answer.json().value.token as string;
}

describe('MCSFE_getReferralDetails', () => {
  it('answers the code, the invitations and the promotion domains', async () => {
    // the register form's invitation-code rule takes 4-16 letters or digits
    expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
    expect(await details()).toMatchObject({
      referralCode: code,
      totalInvitations: 0,
      promotionDomains: expect.arrayContaining(['sim001.sim.local']),
      invitations: [],
      rule: { enabled: true, firstDeposit: 100, validBet: 1000, reward: 50 },
    });
    await registerInvitee('friend01');
    const after = await details();
    expect(after.totalInvitations).toBe(1);
    expect(after.invitations).toEqual([
      expect.objectContaining({ account: 'fr***01', status: 'PENDING', reward: 0 }),
    ]);
    expect((await relay(t, '', 'MCSFE_getReferralDetails')).statusCode).toBe(401);
  });

  it('makes a code when the member has none and autoGenerate asks', async () => {
    await t.db.member.update({ where: { id: referrerId }, data: { referralCode: null } });
    expect((await relay(t, token, 'MCSFE_getReferralDetails')).json().value.referralCode).toBe('');
    expect((await details()).referralCode).toMatch(/^R[0-9A-Z]+$/);
  });
});

describe('the referral reward', () => {
  it('pays the referrer once when the invitee’s first deposit reaches the rule', async () => {
    const invitee = await registerInvitee('friend02');
    const before = await mainBalance(t, referrerId);
    await caller().referral.setRule({ firstDeposit: 200 });
    const small = okValue(await deposit(t, invitee, { channelCode: 'BKASH', amount: 150 }));
    await caller().cashier.approveDeposit({ referenceNo: small.referenceNo });
    await caller().referral.payDue();
    expect(await rewardOrders()).toHaveLength(0);
    // the rule lowered to it: the next run pays, and only once
    await caller().referral.setRule({ firstDeposit: 150 });
    await caller().referral.payDue();
    await caller().referral.payDue();
    expect(await rewardOrders()).toHaveLength(1);
    expect(await mainBalance(t, referrerId)).toBe(before + 50);
    expect((await details()).invitations[0]).toMatchObject({ status: 'REWARDED', reward: 50 });
    const [row] = await caller().referral.list({ username: 'demo01' });
    expect(row).toMatchObject({
      invitee: 'friend02',
      referrer: 'demo01',
      status: 'REWARDED',
      reason: 'FIRST_DEPOSIT',
    });
    expect((await caller().wallet.audit()).balanced).toBe(true);
  });

  it('pays once for valid bets reaching the rule, never for a rule turned off', async () => {
    const invitee = await registerInvitee('friend03');
    await caller().wallet.adjust({ username: 'friend03', amount: 500, reason: 'test money' });
    await caller().referral.setRule({ validBet: 100, enabled: false });
    await playRound(t, invitee, 'RNG', 120);
    await caller().referral.payDue();
    expect(await rewardOrders()).toHaveLength(0);
    await caller().referral.setRule({ enabled: true, reward: 25 });
    await caller().clock.advance({ seconds: 1 });
    await caller().referral.payDue();
    const orders = await rewardOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.amountMinor).toBe(2500n);
    expect((await details()).totalReward).toBe(25);
  });
});
