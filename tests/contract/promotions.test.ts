// wire-contract.md 4.12 and 8 (promotions), endpoint-registry.md A, B, P and J: the promotion, raffle,
// ticket and promo-code calls made the way the real clients make them (the vendor's SIT scripts, the
// official front ends, the legacy jQuery client), every answer parsed with the shared contract.
import {
  participationListSchema,
  participationSchema,
  promoCodeListSchema,
  promotionCategoryListSchema,
  promotionListSchema,
  raffleResultSchema,
  raffleStatusListSchema,
  spinResultSchema,
  ticketGlobalConfigSchema,
  ticketListSchema,
  ticketSchema,
} from '@sim/shared/relay/promofe';
import { discountTicketListSchema } from '@sim/shared/relay/reward-vouchers';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../../server/src/test/images.ts';
import { loginAs, okValue, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
let token: string;
beforeAll(async () => {
  sim = await startRealSim();
  token = await loginAs(sim, 'demo01', 'Demo1234');
});
afterAll(() => sim.close());

/** The SIT scripts' headers (wire-contract.md 8): raw token, Language, ModuleId, x-timestamp, the device cookie. */
const sit = () => ({
  Authorization: token,
  Merchant: 'sim001',
  Language: 'EN',
  ModuleId: 'REWCEN3',
  'x-requested-with': 'XMLHttpRequest',
  'x-timestamp': String(Date.now()),
  Cookie: 'SHELL_deviceId=5b0c3a8e-2f1d-4c59-9a43-1f7b2c6d8e90',
  'content-type': 'application/json',
});
const desktop = (auth = true) => ({
  Accept: 'application/json, text/plain, */*',
  Merchant: 'sim001',
  Language: 'EN',
  ...(auth ? { Authorization: token } : {}),
});

async function promotion(code: string) {
  const list = okValue(
    await sim.call('GET', '/wps/relay/MCSFE_getAvailablePromotions', { headers: desktop() }),
    promotionListSchema,
  );
  return list.find((p) => p.code === code)!;
}

describe('promotions (B common.getAvailablePromotions, getMerchantAvailablePromotions, categories)', () => {
  it('lists promotions with and without a session, and their categories', async () => {
    const mine = okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getAvailablePromotions', { headers: desktop() }),
      promotionListSchema,
    );
    const visitors = okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers: desktop(false) }),
      promotionListSchema,
    );
    expect(visitors.map((p) => p.promotionId)).toEqual(mine.map((p) => p.promotionId));
    const categories = okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', {
        headers: desktop(false),
      }),
      promotionCategoryListSchema,
    );
    expect(categories.length).toBeGreaterThan(2);
    const anonymous = await sim.call('GET', '/wps/relay/MCSFE_getAvailablePromotions', {
      headers: desktop(false),
    });
    expect(anonymous.status).toBe(401);
  });

  it('shows the available promotions in the balance answer', async () => {
    const balance = okValue(
      await sim.call('GET', '/wps/v2/wallets/balance', { headers: desktop() }),
      balanceSchema,
    );
    expect(balance.availablePromo).toBe(balance.availablePromoCount > 0);
  });

  it('joins with POST MCSFE_signUpPromotionJoin and reads MCSFE_getClaimPromotion?promotionType=&status=I (SIT)', async () => {
    const reload = await promotion('RELOAD20');
    const joined = okValue(
      await sim.call('POST', '/wps/relay/MCSFE_signUpPromotionJoin', {
        headers: sit(),
        body: { promotionId: reload.promotionId },
      }),
      participationSchema,
    );
    expect(joined.activityStatus).toBe('JOINED');
    const issued = okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getClaimPromotion?promotionType=DEPOSIT_BONUS&status=I', {
        headers: sit(),
      }),
      participationListSchema,
    );
    expect(issued).toEqual([]);
    okValue(
      await sim.call('GET', '/wps/relay/MCS2_getPromotionClaimList', { headers: desktop() }),
      participationListSchema,
    );
  });
});

describe('reward-centre tickets (wire-contract.md 8: SIT getClaimTicketList, claimTicket; spinSlotMachine)', () => {
  it('lists AVAILABLE tickets with transactionId and conditionStatus, spins, and claims with isApp N', async () => {
    const slot = await promotion('LUCKYSLOT');
    await sim.admin('promotions.grantTickets', {
      promotionId: slot.promotionId,
      username: 'demo01',
      count: 1,
    });
    const list = okValue(
      await sim.call(
        'GET',
        `/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE&_=${Date.now()}`,
        { headers: sit() },
      ),
      ticketListSchema,
    );
    const [ticket] = list;
    expect(ticket).toMatchObject({ type: 'SLOT_MACHINE', conditionStatus: [] });
    const spun = okValue(
      await sim.call('POST', '/wps/relay/PROMOFE_spinSlotMachine', {
        headers: sit(),
        body: { transactionId: ticket!.transactionId },
      }),
      spinResultSchema,
    );
    expect(['CASH', 'NONE']).toContain(spun.rewardType);
    const claimed = await sim.call('POST', '/wps/relay/PROMOFE_claimTicket', {
      headers: sit(),
      body: { transactionId: ticket!.transactionId, isApp: 'N' },
    });
    expect(claimed.json<{ success: boolean }>().success).toBe(true);
    expect(okValue(claimed, spinResultSchema).ticket.status).toBe('CLAIMED');
  });

  it('holds the shape the SIT ticket script reads: value[0].transactionId, claimed only while conditionStatus is empty', async () => {
    /** Python's falsiness of the script's `item.get("conditionStatus", [])`: absent, null, "" and [] are empty */
    const empty = (value: unknown) =>
      value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    const listed = async (status: string) =>
      (
        await sim.call(
          'GET',
          `/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=${status}&_=${Date.now()}`,
          {
            headers: sit(),
          },
        )
      ).json<{ success: boolean; value: { transactionId: string; conditionStatus?: unknown }[] }>();
    const wheel = await promotion('VIPWHEEL');
    await sim.admin('promotions.grantTickets', { promotionId: wheel.promotionId, username: 'demo01' });

    const available = await listed('AVAILABLE');
    expect(available.success).toBe(true);
    const item = available.value[0]!;
    // the script: `if transactionId and not conditionStatus: claim`
    expect(item.transactionId).toBeTruthy();
    expect(empty(item.conditionStatus)).toBe(true);
    const claimed = await sim.call('POST', '/wps/relay/PROMOFE_claimTicket', {
      headers: sit(),
      body: { transactionId: item.transactionId, isApp: 'N' },
    });
    expect(claimed.json<{ success: boolean }>().success).toBe(true);

    // once claimed, a condition stands: the script would not claim it again
    const after = (await listed('ALL')).value.find((ticket) => ticket.transactionId === item.transactionId);
    expect(after?.conditionStatus).toEqual(['CLAIMED']);
    expect(empty(after?.conditionStatus)).toBe(false);
    expect((await listed('AVAILABLE')).value.map((ticket) => ticket.transactionId)).not.toContain(
      item.transactionId,
    );
  });

  it('answers the global config, discount tickets and cancel (table P)', async () => {
    okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getTicketGlobalConfig', { headers: sit() }),
      ticketGlobalConfigSchema,
    );
    const discounts = okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getDiscountTicketList?isApp=N&status=AVAILABLE', {
        headers: sit(),
      }),
      discountTicketListSchema,
    );
    expect(discounts.length).toBeGreaterThan(0);
    const wheel = await promotion('VIPWHEEL');
    const [granted] = await sim.admin<{ transactionId: string }[]>('promotions.grantTickets', {
      promotionId: wheel.promotionId,
      username: 'demo01',
    });
    const cancelled = okValue(
      await sim.call('POST', '/wps/relay/MCSFE_cancelTicket', {
        headers: sit(),
        body: { transactionId: granted!.transactionId },
      }),
      ticketSchema,
    );
    expect(cancelled.status).toBe('CANCELLED');
  });
});

describe('raffles (A MCS2_claimRafflePromotion POST; B MCSFE_claimRafflePromotion, MCSFE_getRafflePromotionStatus)', () => {
  it('draws on the A name, answers the same draw on the B name, and reports it', async () => {
    const raffle = await promotion('LUCKYRAFFLE');
    const deposit = await sim.call('POST', '/wps/v2/transaction/deposit', {
      headers: { ...desktop(), 'content-type': 'application/json' },
      body: { channelCode: 'BKASH', amount: 200 },
    });
    await sim.admin('cashier.approveDeposit', {
      referenceNo: deposit.json<{ value: { referenceNo: string } }>().value.referenceNo,
    });
    const body = { promotionId: raffle.promotionId };
    const a = okValue(
      await sim.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { headers: sit(), body }),
      raffleResultSchema,
    );
    const b = okValue(
      await sim.call('POST', '/wps/relay/MCSFE_claimRafflePromotion', { headers: sit(), body }),
      raffleResultSchema,
    );
    expect(b).toEqual(a);
    const status = okValue(
      await sim.call('GET', '/wps/relay/MCSFE_getRafflePromotionStatus', { headers: desktop() }),
      raffleStatusListSchema,
    );
    expect(status.find((s) => s.promotionId === raffle.promotionId)?.result).toEqual(a);
  });
});

describe('promo codes (SIT PROMOFE_getPromoCode, POST PROMOFE_claimPromoCode {promoCode})', () => {
  it('lists codes with promoCode and description, and claims one (the script reads success)', async () => {
    const codes = okValue(
      await sim.call('GET', '/wps/relay/PROMOFE_getPromoCode', { headers: sit() }),
      promoCodeListSchema,
    );
    expect(codes[0]).toMatchObject({ promoCode: 'SIMBET50' });
    expect(codes[0]?.description.length).toBeGreaterThan(0);
    const claimed = await sim.call('POST', '/wps/relay/PROMOFE_claimPromoCode', {
      headers: sit(),
      body: { promoCode: 'SIMBET50' },
    });
    expect(claimed.json<{ success: boolean }>().success).toBe(true);
    const again = await sim.call('POST', '/wps/relay/PROMOFE_claimPromoCode', {
      headers: sit(),
      body: { promoCode: 'SIMBET50' },
    });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'PROMO_CODE_ALREADY_CLAIMED' });
  });
});

describe('the legacy /wps/promotions family (table J)', () => {
  it('GET /wps/promotions and /wps/promotions/deposit, POST /wps/promotions with an image', async () => {
    const all = okValue(
      await sim.call('GET', '/wps/promotions', { headers: desktop() }),
      promotionListSchema,
    );
    const deposit = okValue(
      await sim.call('GET', '/wps/promotions/deposit', { headers: desktop() }),
      promotionListSchema,
    );
    expect(deposit.every((p) => p.kind === 'DEPOSIT_BONUS')).toBe(true);
    expect(deposit.length).toBeLessThan(all.length);
    const welcome = all.find((p) => p.code === 'WELCOME100')!;
    const dep = await sim.call('POST', '/wps/v2/transaction/deposit', {
      headers: { ...desktop(), 'content-type': 'application/json' },
      body: { channelCode: 'BKASH', amount: 800 },
    });
    await sim.admin('cashier.approveDeposit', {
      referenceNo: dep.json<{ value: { referenceNo: string } }>().value.referenceNo,
    });
    const applied = okValue(
      await sim.call('POST', '/wps/promotions', {
        headers: { ...desktop(), 'content-type': 'application/json' },
        body: { promotionId: welcome.promotionId, comment: 'Deposit made', images: [PNG] },
      }),
      participationSchema,
    );
    expect(applied).toMatchObject({ activityStatus: 'APPLYING', imageCount: 1 });
  });
});

describe('/docs', () => {
  it('lists every promotion and reward-centre call', async () => {
    const doc = (await sim.call('GET', '/docs/json')).json<{ paths: Record<string, unknown> }>();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/wps/promotions/',
      '/wps/promotions/deposit',
      '/wps/relay/MCSFE_getAvailablePromotions',
      '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      '/wps/relay/MCSFE_signUpPromotionJoin',
      '/wps/relay/MCSFE_claimIssuedPromotion',
      '/wps/relay/MCSFE_claimLoginPromotion',
      '/wps/relay/MCSFE_signUpRequestReward',
      '/wps/relay/MCS2_getPromotionClaimList',
      '/wps/relay/PROMOFE_getClaimTicketList',
      '/wps/relay/PROMOFE_claimTicket',
      '/wps/relay/PROMOFE_spinSlotMachine',
      '/wps/relay/MCSFE_cancelTicket',
      '/wps/relay/MCS2_claimRafflePromotion',
      '/wps/relay/MCSFE_claimRafflePromotion',
      '/wps/relay/MCSFE_getRafflePromotionStatus',
      '/wps/relay/PROMOFE_getPromoCode',
      '/wps/relay/PROMOFE_claimPromoCode',
    ])
      expect(paths.some((p) => p === path || p === path.replace(/\/$/, ''))).toBe(true);
  });
});
