// The reward centre: slot-machine and prize-wheel tickets (spins, the final claim, concurrent claims,
// cancel, expiry), raffles and promo codes, with outcomes forced from the back office.
import {
  participationSchema,
  promoCodeListSchema,
  raffleResultSchema,
  raffleStatusListSchema,
  spinResultSchema,
  ticketListSchema,
} from '@sim/shared/relay/promofe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../test/cashier-helpers.ts';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../test/harness.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';
import {
  approvedDeposit,
  bonusesOf,
  expectBalancedBooks,
  memberId,
  promotionId,
  relay,
} from '../../test/promotion-helpers.ts';

let t: TestApp;
let token: string;
let demo: number;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
  demo = await memberId(t, 'demo01');
});

const errorCodeOf = (response: { json(): unknown }) => (response.json() as { errorCode: string }).errorCode;

async function grant(code: string, count = 1, username = 'demo01') {
  const tickets = await adminCaller(t).promotions.grantTickets({
    promotionId: await promotionId(t, code),
    username,
    count,
  });
  return tickets.map((ticket) => ticket.transactionId);
}

const ticketCall = (name: string, transactionId: string, who = token) =>
  relay(t, 'POST', name, who, { transactionId, isApp: 'N' });
const spin = (transactionId: string) => ticketCall('PROMOFE_spinSlotMachine', transactionId);
const claim = (transactionId: string, who = token) => ticketCall('PROMOFE_claimTicket', transactionId, who);

async function availableTickets(who = token) {
  const response = await wps(
    t,
    'GET',
    `/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE&_=${Date.now()}`,
    {
      token: who,
    },
  );
  return ticketListSchema.parse(okValue(response));
}

describe('slot machine tickets', () => {
  it('spins all but the last through spinSlotMachine, and pays the total on the final claim, once', async () => {
    const [ticket] = await grant('LUCKYSLOT');
    expect((await availableTickets()).map((x) => [x.transactionId, x.type, x.conditionStatus])).toEqual([
      [ticket, 'SLOT_MACHINE', []],
    ]);
    const slot = await promotionId(t, 'LUCKYSLOT');
    await adminCaller(t).promotions.forceOutcome({ username: 'demo01', promotionId: slot, prizeIndex: 1 });
    await adminCaller(t).promotions.forceOutcome({ username: 'demo01', promotionId: slot, prizeIndex: 3 });
    await adminCaller(t).promotions.forceOutcome({ username: 'demo01', promotionId: slot, prizeIndex: 0 });

    const first = spinResultSchema.parse(okValue(await spin(ticket!)));
    expect(first).toMatchObject({ rewardType: 'CASH', rewardAmount: 100, paidAmount: 0 });
    expect(new Set(first.spin.reels).size).toBe(1); // three of a kind
    const second = spinResultSchema.parse(okValue(await spin(ticket!)));
    expect(second).toMatchObject({ rewardType: 'NONE', rewardAmount: 0 });
    expect(errorCodeOf(await spin(ticket!))).toBe('slot_machine_use_claim_for_final_spin');

    const final = spinResultSchema.parse(okValue(await claim(ticket!)));
    expect(final).toMatchObject({ rewardType: 'CASH', rewardAmount: 500, paidAmount: 600 });
    expect(final.ticket).toMatchObject({ status: 'CLAIMED', spinsUsed: 3, rewardAmount: 600 });
    // a repeated claim answers the first and pays nothing more
    expect(spinResultSchema.parse(okValue(await claim(ticket!)))).toMatchObject({ paidAmount: 600 });
    expect(errorCodeOf(await spin(ticket!))).toBe('TICKET_NOT_AVAILABLE');
    expect(await bonusesOf(t, demo)).toHaveLength(1);
    expect(await availableTickets()).toEqual([]);
    await expectBalancedBooks(t);
  });

  it('lets the SIT flow claim at once: every spin left is made and paid together', async () => {
    const [ticket] = await grant('LUCKYSLOT');
    const claimed = spinResultSchema.parse(okValue(await claim(ticket!)));
    expect(claimed.ticket.spins).toHaveLength(3);
    expect(claimed.paidAmount).toBe(claimed.ticket.spins.reduce((sum, s) => sum + s.rewardAmount, 0));
  });

  it('is issued by the promotion once its turnover is met', async () => {
    const slot = await promotionId(t, 'LUCKYSLOT');
    const take = () => relay(t, 'POST', 'MCSFE_claimIssuedPromotion', token, { promotionId: slot });
    expect(errorCodeOf(await take())).toBe('PROMOTION_NOT_CLAIMABLE');
    const session = await providerToken(t, token, (await gameOf(t, { gameType: 'RNG' })).id);
    await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 500 });
    expect(participationSchema.parse(okValue(await take())).activityStatus).toBe('CLAIMED');
    expect(participationSchema.parse(okValue(await take())).activityStatus).toBe('CLAIMED');
    expect(await availableTickets()).toHaveLength(1);
  });
});

describe('prize wheel tickets', () => {
  it('pays once however many claims arrive together', async () => {
    const [ticket] = await grant('VIPWHEEL');
    await adminCaller(t).promotions.forceOutcome({ username: 'demo01', prizeIndex: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(ticket!)));
    const results = answers.map((a) => spinResultSchema.parse(okValue(a)));
    expect(new Set(results.map((r) => r.paidAmount))).toEqual(new Set([200]));
    expect(await bonusesOf(t, demo)).toEqual([{ amount: 200, remark: `VIP prize wheel ticket ${ticket}` }]);
    await expectBalancedBooks(t);
  });

  it('draws the same prize for the same ticket and spin (seeded)', async () => {
    const [ticket] = await grant('VIPWHEEL');
    const first = spinResultSchema.parse(okValue(await claim(ticket!)));
    // the same ticket id and spin again: the same draw
    await t.db.promotionTicket.update({
      where: { transactionId: ticket! },
      data: { status: 'AVAILABLE', spinsUsed: 0, spins: [], rewardMinor: 0 },
    });
    const second = spinResultSchema.parse(okValue(await claim(ticket!)));
    expect(second.spin).toEqual(first.spin);
  });

  it('refuses cancelled, expired, unknown and other members’ tickets', async () => {
    const [cancelled, expiring] = await grant('VIPWHEEL', 2);
    const cancel = await ticketCall('MCSFE_cancelTicket', cancelled!);
    expect((okValue(cancel) as { status: string }).status).toBe('CANCELLED');
    expect(errorCodeOf(await claim(cancelled!))).toBe('TICKET_NOT_AVAILABLE');
    await adminCaller(t).clock.advance({ hours: 169 });
    const fresh = await loginAs(t, 'demo01', 'Demo1234');
    expect(await availableTickets(fresh)).toEqual([]);
    expect(errorCodeOf(await claim(expiring!, fresh))).toBe('TICKET_NOT_AVAILABLE');
    expect(errorCodeOf(await claim('TK000000-NOPE', fresh))).toBe('TICKET_NOT_FOUND');
    const [vipTicket] = await grant('VIPWHEEL', 1, 'vip05');
    expect(errorCodeOf(await claim(vipTicket!, fresh))).toBe('TICKET_NOT_FOUND');
    expect((await relay(t, 'POST', 'PROMOFE_claimTicket', fresh, {})).statusCode).toBe(400);
    expect(await bonusesOf(t, demo)).toEqual([]);
  });

  it('is off with the reward centre (REWCEN3)', async () => {
    await setFlag(t, 'REWCEN3', false);
    const response = await wps(t, 'GET', '/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE', {
      token,
    });
    expect(errorCodeOf(response)).toBe('function.not.available');
  });
});

describe('raffles', () => {
  it('draws once after the deposit condition, on both names, and reports the status', async () => {
    const raffle = await promotionId(t, 'LUCKYRAFFLE');
    const draw = (name: string) => relay(t, 'POST', name, token, { promotionId: raffle });
    expect(errorCodeOf(await draw('MCS2_claimRafflePromotion'))).toBe('PROMOTION_NOT_ELIGIBLE');
    const status = async () =>
      raffleStatusListSchema.parse(
        okValue(
          await wps(t, 'GET', `/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=${raffle}`, { token }),
        ),
      );
    await approvedDeposit(t, token, 200);
    await adminCaller(t).promotions.forceOutcome({ username: 'demo01', promotionId: raffle, prizeIndex: 1 });
    const drawn = raffleResultSchema.parse(okValue(await draw('MCS2_claimRafflePromotion')));
    expect(drawn).toMatchObject({ prizeIndex: 1, rewardType: 'CASH', rewardAmount: 200 });
    expect(raffleResultSchema.parse(okValue(await draw('MCSFE_claimRafflePromotion')))).toEqual(drawn);
    expect(await bonusesOf(t, demo)).toHaveLength(1);
    const [state] = await status();
    expect(state).toMatchObject({ canClaim: false, activityStatus: 'CLAIMED', result: drawn });
    await expectBalancedBooks(t);
  });

  it('pays one draw when claims race', async () => {
    const raffle = await promotionId(t, 'LUCKYRAFFLE');
    await approvedDeposit(t, token, 300);
    await adminCaller(t).promotions.forceOutcome({ promotionId: raffle, prizeIndex: 0 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        relay(t, 'POST', 'MCS2_claimRafflePromotion', token, { promotionId: raffle }),
      ),
    );
    expect(new Set(answers.map((a) => raffleResultSchema.parse(okValue(a)).participationId)).size).toBe(1);
    expect((await bonusesOf(t, demo)).map((b) => b.amount)).toEqual([1000]);
    await expectBalancedBooks(t);
  });
});

describe('promo codes', () => {
  it('lists the codes on offer and pays a code once, whatever the case or the race', async () => {
    const codes = promoCodeListSchema.parse(okValue(await relay(t, 'GET', 'PROMOFE_getPromoCode', token)));
    expect(codes).toMatchObject([{ promoCode: 'SIMBET50', bonusAmount: 50, claimed: false }]);
    const claimCode = (promoCode: string) => relay(t, 'POST', 'PROMOFE_claimPromoCode', token, { promoCode });
    const answers = await Promise.all([
      claimCode('simbet50'),
      claimCode('SIMBET50'),
      claimCode(' SimBet50 '),
    ]);
    const ok = answers.filter((a) => (a.json() as { success: boolean }).success);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => errorCodeOf(a) === 'PROMO_CODE_ALREADY_CLAIMED')).toHaveLength(2);
    expect(participationSchema.parse(okValue(ok[0]!))).toMatchObject({
      bonusAmount: 50,
      turnoverRequired: 150,
    });
    expect(errorCodeOf(await claimCode('NOPE123'))).toBe('PROMO_CODE_INVALID');
    expect(errorCodeOf(await claimCode('SIMVIET50'))).toBe('PROMO_CODE_INVALID'); // the other merchant's
    const after = promoCodeListSchema.parse(okValue(await relay(t, 'GET', 'PROMOFE_getPromoCode', token)));
    expect(after[0]?.claimed).toBe(true);
    expect(await bonusesOf(t, demo)).toHaveLength(1);
    await expectBalancedBooks(t);
  });
});
