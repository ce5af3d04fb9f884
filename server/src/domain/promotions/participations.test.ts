// Promotions as a member meets them: the list and its states, joining, the application form and its
// files, the operator's decision, claims (double, concurrent), login and sign-up rewards, the badge.
import { participationSchema, promotionListSchema } from '@sim/shared/relay/promofe';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { APPENDED_HTML, PNG_BYTES, pngDataUrl, pngDeclaring, truncated } from '../../test/images.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';
import {
  approvedDeposit,
  bonusesOf,
  expectBalancedBooks,
  JPEG,
  memberId,
  PNG,
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

const participation = (response: { json(): unknown; body: string }) =>
  participationSchema.parse(okValue(response));
const errorOf = (response: { json(): unknown; statusCode: number }) => ({
  status: response.statusCode,
  errorCode: (response.json() as { errorCode: string }).errorCode,
});

async function statusOf(code: string, who = token) {
  const list = promotionListSchema.parse(okValue(await relay(t, 'GET', 'MCSFE_getAvailablePromotions', who)));
  return list.find((p) => p.code === code)!;
}

const apply = (body: Record<string, unknown>, who = token) =>
  wps(t, 'POST', '/wps/promotions', { token: who, body });

describe('the promotions a member sees', () => {
  it('gives each promotion its state, eligibility and text in the member language', async () => {
    const list = promotionListSchema.parse(
      okValue(
        await wps(t, 'GET', '/wps/relay/MCSFE_getAvailablePromotions', {
          token,
          headers: { language: 'BN' },
        }),
      ),
    );
    const by = Object.fromEntries(list.map((p) => [p.code, p]));
    expect(by.RELOAD20).toMatchObject({ activityStatus: 'JOIN', eligible: true, title: 'রিলোড বোনাস 20%' });
    // an application needs a deposit of the period first
    expect(by.WELCOME100).toMatchObject({ activityStatus: 'JOIN', eligible: false, entry: 'APPLY' });
    expect(by.DAILYLOGIN).toMatchObject({ activityStatus: 'CLAIM', eligible: true });
    expect(by.VIPWEEKEND30).toMatchObject({ activityStatus: 'JOIN', eligible: false }); // VIP3 and above
    expect(by.CRICKETFEST?.activityStatus).toBe('COMING_SOON');
    expect(by.ANNIVERSARY?.activityStatus).toBe('CLOSE');
    expect(by.RELOAD20?.content).toContain('<h3>');
  });

  it('shows visitors the promotions with no session, and the categories', async () => {
    const list = promotionListSchema.parse(
      okValue(await relay(t, 'GET', 'MCSFE_getMerchantAvailablePromotions')),
    );
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((p) => ['JOIN', 'COMING_SOON', 'CLOSE'].includes(p.activityStatus))).toBe(true);
    const deposit = promotionListSchema.parse(
      okValue(await wps(t, 'GET', '/wps/relay/MCSFE_getMerchantAvailablePromotions?category=DEPOSIT')),
    );
    expect(deposit.map((p) => p.code)).toEqual(['RELOAD20']);
    const categories = okValue<unknown>(
      await relay(t, 'GET', 'PROMOFE_getPromotionAnnouncementCategory'),
    ) as {
      category: string;
    }[];
    expect(categories.map((c) => c.category)).toContain('NEW_MEMBER');
  });

  it('counts the steps a member can take in the balance answer (the header badge)', async () => {
    const before = balanceSchema.parse(okValue(await wps(t, 'GET', '/wps/v2/wallets/balance', { token })));
    expect(before.availablePromo).toBe(true);
    participation(await relay(t, 'POST', 'MCSFE_claimLoginPromotion', token, {}));
    const after = balanceSchema.parse(okValue(await wps(t, 'GET', '/wps/v2/wallets/balance', { token })));
    expect(after.availablePromoCount).toBe(before.availablePromoCount - 1);
  });
});

describe('the application form (POST /wps/promotions)', () => {
  it('applies with two images, is approved on the back office, and the bonus is claimed once', async () => {
    const welcome = await promotionId(t, 'WELCOME100');
    await approvedDeposit(t, token, 1000);
    expect((await statusOf('WELCOME100')).eligible).toBe(true);
    const form = {
      promotionId: welcome,
      comment: 'My first deposit',
      images: [PNG, JPEG],
      requestId: 'form-1',
    };
    const applied = participation(await apply(form));
    expect(applied).toMatchObject({ activityStatus: 'APPLYING', imageCount: 2, comment: 'My first deposit' });
    // a double submit answers the first application
    expect(participation(await apply(form)).participationId).toBe(applied.participationId);
    expect((await statusOf('WELCOME100')).activityStatus).toBe('APPLYING');

    const admin = adminCaller(t);
    const pending = await admin.promotions.participations({ status: 'APPLYING' });
    expect(pending.map((p) => p.participationId)).toEqual([applied.participationId]);
    expect(
      (await admin.promotions.participation({ participationId: applied.participationId })).images,
    ).toEqual([PNG, JPEG]);
    await admin.promotions.review({ participationId: applied.participationId });
    expect((await statusOf('WELCOME100')).activityStatus).toBe('PROCESS');
    const issued = await admin.promotions.decide({ participationId: applied.participationId, approve: true });
    expect(issued).toMatchObject({ activityStatus: 'ISSUED', bonusAmount: 1000, turnoverRequired: 10_000 });
    expect((await statusOf('WELCOME100')).activityStatus).toBe('ISSUED');

    const claim = () =>
      relay(t, 'POST', 'MCSFE_claimIssuedPromotion', token, { participationId: applied.participationId });
    const answers = await Promise.all([claim(), claim(), claim()]);
    for (const answer of answers) expect(participation(answer).activityStatus).toBe('CLAIMED');
    expect(await bonusesOf(t, demo)).toEqual([
      { amount: 1000, remark: 'Welcome bonus 100% (turnover required 10000)' },
    ]);
    expect((await statusOf('WELCOME100')).activityStatus).toBe('CLAIMED');
    const record = okValue(await wps(t, 'GET', '/wps/report/bonusDetails', { token })) as {
      list?: unknown[];
    };
    expect(JSON.stringify(record)).toContain('Welcome bonus');
    await expectBalancedBooks(t);
  });

  it('refuses bad files and bad input with a 4xx and stores nothing', async () => {
    const welcome = await promotionId(t, 'WELCOME100');
    await approvedDeposit(t, token, 1000);
    const pngLabelJpegBytes = JPEG.replace('image/jpeg', 'image/png');
    const notAnImage = `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`;
    const tooBig = `data:image/jpeg;base64,${Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    for (const images of [[pngLabelJpegBytes], [PNG, notAnImage]])
      expect(errorOf(await apply({ promotionId: welcome, images }))).toEqual({
        status: 400,
        errorCode: 'APPLICATION_IMAGE_INVALID',
      });
    for (const body of [
      { promotionId: welcome, images: [PNG, PNG, PNG, PNG] },
      { promotionId: welcome, images: [gif] },
      { promotionId: welcome, images: [tooBig] },
      { promotionId: welcome, comment: 'x'.repeat(141) },
      { promotionId: 'abc' },
    ])
      expect((await apply(body)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.promotionParticipation.count()).toBe(0);
    // 140 characters are fine
    expect(
      participation(await apply({ promotionId: welcome, comment: 'x'.repeat(140) })).activityStatus,
    ).toBe('APPLYING');
  });

  it('stores each image decoded and encoded again: appended bytes gone; truncated files and bombs refused', async () => {
    const welcome = await promotionId(t, 'WELCOME100');
    await approvedDeposit(t, token, 1000);
    for (const bad of [
      pngDataUrl(truncated(PNG_BYTES)),
      pngDataUrl(PNG_BYTES.subarray(0, 8)),
      pngDataUrl(pngDeclaring(50_000, 50_000)),
    ]) {
      const refused = await apply({ promotionId: welcome, images: [PNG, bad] });
      expect(errorOf(refused)).toEqual({ status: 400, errorCode: 'APPLICATION_IMAGE_INVALID' });
      expect(refused.json().message).toMatch(/^Image 2: /);
    }
    expect(await t.db.promotionParticipation.count()).toBe(0);

    const withPage = pngDataUrl(Buffer.concat([PNG_BYTES, APPENDED_HTML]));
    const applied = participation(await apply({ promotionId: welcome, images: [withPage] }));
    const { images } = await adminCaller(t).promotions.participation({
      participationId: applied.participationId,
    });
    expect(images).toEqual([PNG]);
  });

  it('ends a rejected application there: nothing to claim', async () => {
    const welcome = await promotionId(t, 'WELCOME100');
    await approvedDeposit(t, token, 600);
    const applied = participation(await apply({ promotionId: welcome, images: [PNG] }));
    await adminCaller(t).promotions.decide({
      participationId: applied.participationId,
      approve: false,
      remark: 'Not a first deposit',
    });
    expect(await statusOf('WELCOME100')).toMatchObject({ activityStatus: 'REJECTED' });
    const claim = await relay(t, 'POST', 'MCSFE_claimIssuedPromotion', token, { promotionId: welcome });
    expect(errorOf(claim)).toEqual({ status: 200, errorCode: 'PROMOTION_NOT_CLAIMABLE' });
    await expect(
      adminCaller(t).promotions.decide({ participationId: applied.participationId, approve: true }),
    ).rejects.toThrow(/REJECTED/);
    expect(await bonusesOf(t, demo)).toEqual([]);
  });

  it('refuses members who do not qualify, promotions not open, and the wrong way in', async () => {
    const vip = await promotionId(t, 'VIPWEEKEND30');
    await approvedDeposit(t, token, 6000);
    expect(errorOf(await apply({ promotionId: vip }))).toMatchObject({ errorCode: 'PROMOTION_NOT_ELIGIBLE' });
    const soon = await promotionId(t, 'CRICKETFEST');
    const join = (id: number) => relay(t, 'POST', 'MCSFE_signUpPromotionJoin', token, { promotionId: id });
    expect(errorOf(await join(soon)).errorCode).toBe('PROMOTION_NOT_OPEN');
    expect(errorOf(await join(await promotionId(t, 'ANNIVERSARY'))).errorCode).toBe('PROMOTION_NOT_OPEN');
    expect(errorOf(await join(await promotionId(t, 'DAILYLOGIN'))).errorCode).toBe('PROMOTION_WRONG_ENTRY');
    expect(errorOf(await join(99_999)).errorCode).toBe('PROMOTION_NOT_FOUND');
    expect(errorOf(await apply({ promotionId: await promotionId(t, 'RELOAD20') })).errorCode).toBe(
      'PROMOTION_WRONG_ENTRY',
    );
    // another merchant's promotion is not there
    expect(errorOf(await join(await promotionId(t, 'RELOAD20', 'sim002'))).errorCode).toBe(
      'PROMOTION_NOT_FOUND',
    );
  });
});

describe('trial accounts', () => {
  it('see the promotions but take no part', async () => {
    const trial = await loginAs(t, 'trial01', 'Trial1234');
    expect((await statusOf('RELOAD20', trial)).activityStatus).toBe('JOIN');
    const join = await relay(t, 'POST', 'MCSFE_signUpPromotionJoin', trial, {
      promotionId: await promotionId(t, 'RELOAD20'),
    });
    expect(errorOf(join).errorCode).toBe('in_need_true_account');
    expect(errorOf(await relay(t, 'POST', 'MCSFE_claimLoginPromotion', trial, {})).errorCode).toBe(
      'in_need_true_account',
    );
  });
});

describe('joined promotions', () => {
  it('joins, meets the deposit condition, and pays the bonus once under concurrent claims', async () => {
    const reload = await promotionId(t, 'RELOAD20');
    const join = () => relay(t, 'POST', 'MCSFE_signUpPromotionJoin', token, { promotionId: reload });
    const joined = participation(await join());
    expect(joined.activityStatus).toBe('JOINED');
    expect(participation(await join()).participationId).toBe(joined.participationId);
    const claim = () => relay(t, 'POST', 'MCSFE_claimIssuedPromotion', token, { promotionId: reload });
    expect(errorOf(await claim()).errorCode).toBe('PROMOTION_NOT_CLAIMABLE');
    await approvedDeposit(t, token, 500); // below the minimum of 1,000
    expect((await statusOf('RELOAD20')).activityStatus).toBe('JOINED');
    await approvedDeposit(t, token, 1500);
    expect((await statusOf('RELOAD20')).activityStatus).toBe('CLAIM');
    const answers = await Promise.all(Array.from({ length: 5 }, claim));
    for (const answer of answers)
      expect(participation(answer)).toMatchObject({ activityStatus: 'CLAIMED', bonusAmount: 400 });
    expect(await bonusesOf(t, demo)).toHaveLength(1);
    expect((await bonusesOf(t, demo))[0]?.amount).toBe(400); // 20% of 2,000
    await expectBalancedBooks(t);
  });

  it('pays a rebate on the valid bets played after joining', async () => {
    const rebate = await promotionId(t, 'SLOTREBATE1');
    participation(await relay(t, 'POST', 'MCSFE_signUpPromotionJoin', token, { promotionId: rebate }));
    const game = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, game.id);
    for (let i = 0; i < 3; i++)
      await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 400 });
    expect((await statusOf('SLOTREBATE1')).activityStatus).toBe('CLAIM');
    const claimed = participation(
      await relay(t, 'POST', 'MCSFE_claimIssuedPromotion', token, { promotionId: rebate }),
    );
    expect(claimed).toMatchObject({ activityStatus: 'CLAIMED', bonusAmount: 12, turnoverRequired: 12 });
    await expectBalancedBooks(t);
  });
});

describe('login and sign-up rewards', () => {
  it('pays the login reward once a day of the simulated clock', async () => {
    const claim = () => relay(t, 'POST', 'MCSFE_claimLoginPromotion', token, {});
    const [first, again] = await Promise.all([claim(), claim()]);
    expect(participation(first).participationId).toBe(participation(again!).participationId);
    expect(await bonusesOf(t, demo)).toHaveLength(1);
    expect((await statusOf('DAILYLOGIN')).activityStatus).toBe('CLAIMED');
    await adminCaller(t).clock.advance({ days: 1 });
    const fresh = await loginAs(t, 'demo01', 'Demo1234');
    expect((await statusOf('DAILYLOGIN', fresh)).activityStatus).toBe('CLAIM');
    participation(await relay(t, 'POST', 'MCSFE_claimLoginPromotion', fresh, {}));
    expect((await bonusesOf(t, demo)).map((b) => b.amount)).toEqual([10, 10]);
  });

  it('pays the sign-up reward to members registered in the period', async () => {
    const { username, password } = await adminCaller(t).members.create({ persona: 'member' });
    const newcomer = await loginAs(t, username, password);
    const claimed = participation(await relay(t, 'POST', 'MCSFE_signUpRequestReward', newcomer, {}));
    expect(claimed).toMatchObject({ activityStatus: 'CLAIMED', bonusAmount: 50, turnoverRequired: 150 });
    const list = promotionListSchema.parse(
      okValue(await relay(t, 'GET', 'MCSFE_getRegisterPromotionList', newcomer)),
    );
    expect(list.map((p) => [p.code, p.activityStatus])).toEqual([['SIGNUP50', 'CLAIMED']]);
    await expectBalancedBooks(t);
  });

  it('lists issued rewards to claim and the claim history', async () => {
    const admin = adminCaller(t);
    const reload = await promotionId(t, 'RELOAD20');
    await admin.promotions.issue({ promotionId: reload, username: 'demo01', amount: 77 });
    const issued = okValue<unknown>(
      await wps(t, 'GET', '/wps/relay/MCSFE_getClaimPromotion?status=I', { token }),
    ) as {
      bonusAmount: number;
    }[];
    expect(issued.map((p) => p.bonusAmount)).toEqual([77]);
    participation(await relay(t, 'POST', 'MCSFE_claimIssuedPromotion', token, { promotionId: reload }));
    expect(okValue(await wps(t, 'GET', '/wps/relay/MCSFE_getClaimPromotion?status=I', { token }))).toEqual(
      [],
    );
    const history = okValue<unknown>(await relay(t, 'GET', 'MCS2_getPromotionClaimList', token)) as {
      activityStatus: string;
    }[];
    expect(history.map((p) => p.activityStatus)).toEqual(['CLAIMED']);
  });
});
