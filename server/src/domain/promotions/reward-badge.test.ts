// The rewards badge remembered between balance polls: the same answer while nothing changes, and a
// new one at once after a write by anyone (this process past the operator, another process), after a
// deposit approved, and when the clock crosses a promotion's start or end, forwards or back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeFromAnotherProcess } from '../../test/another-process.ts';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  MERCHANT,
  onPostgres,
  type TestApp,
} from '../../test/harness.ts';
import { nextTurn } from '../../test/next-turn.ts';
import { approvedDeposit, memberId } from '../../test/promotion-helpers.ts';
import { rewardSummary } from './catalogue.ts';
import { quietSpan } from './reward-badge.ts';

const texts = { EN: { title: 'Badge', summary: 'Counted', content: '<p>Counted</p>' } };

let t: TestApp;
let demo: number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  demo = await memberId(t, 'demo01');
});

/** The badge at a moment of our choosing (no clock write in between, so only the time moves). */
const badgeAt = (at: Date) =>
  rewardSummary({ db: t.db, clock: { now: () => new Date(at) } }, MERCHANT, demo).then(
    (summary) => summary.availablePromoCount,
  );

/** A daily login reward anyone can take, open from `start` (a promotion with a step for demo01). */
const openLoginReward = (start: Date, code: string) =>
  adminCaller(t).promotions.create({
    code,
    kind: 'LOGIN',
    category: 'DAILY',
    entry: 'AUTO',
    texts,
    bonusFixed: 5,
    startTime: start.getTime(),
  });

describe('rewardSummary, remembered', () => {
  // kept by SQLite's change mark; PostgreSQL has none, so there the badge is worked out every time
  it.skipIf(onPostgres)('answers the same badge while nothing changes', async () => {
    const first = await rewardSummary(t.sim, MERCHANT, demo);
    expect(await rewardSummary(t.sim, MERCHANT, demo)).toBe(first);
  });

  it('counts a write straight through Prisma and one by another process at once', async () => {
    const before = await rewardSummary(t.sim, MERCHANT, demo);
    const { promotionId } = await openLoginReward(new Date(t.sim.clock.now().getTime() - 60_000), 'BADGE1');
    expect((await rewardSummary(t.sim, MERCHANT, demo)).availablePromoCount).toBe(
      before.availablePromoCount + 1,
    );

    // past the operator (no forgetPromotions): a VIP floor nobody reaches
    await t.db.promotion.update({ where: { id: promotionId }, data: { vipMin: 9 } });
    expect((await rewardSummary(t.sim, MERCHANT, demo)).availablePromoCount).toBe(before.availablePromoCount);

    // as Prisma writes it: updatedAt moves with the change
    await writeFromAnotherProcess(
      t.url,
      'UPDATE "Promotion" SET "vipMin" = 0, "updatedAt" = ? WHERE "id" = ?',
      new Date(Date.now() + 60_000),
      promotionId,
    );
    await nextTurn();
    expect((await rewardSummary(t.sim, MERCHANT, demo)).availablePromoCount).toBe(
      before.availablePromoCount + 1,
    );
  });

  it('counts a deposit approved on the next call', async () => {
    // the seeded deposit promotions (apply and raffle) open up once demo01 has deposited
    const before = (await rewardSummary(t.sim, MERCHANT, demo)).availablePromoCount;
    await approvedDeposit(t, await loginAs(t, 'demo01', 'Demo1234'), 6000);
    expect((await rewardSummary(t.sim, MERCHANT, demo)).availablePromoCount).toBeGreaterThan(before);
  });

  it('turns when the clock crosses a promotion start, forwards and back, with nothing written', async () => {
    const start = new Date(t.sim.clock.now().getTime() + 3_600_000);
    await openLoginReward(start, 'BADGE3');
    const before = await badgeAt(new Date(start.getTime() - 1));
    expect(await badgeAt(start)).toBe(before + 1);
    expect(await badgeAt(new Date(start.getTime() - 1))).toBe(before);
  });
});

describe('quietSpan', () => {
  it('runs from the last start, end or UTC midnight to the next', () => {
    const at = (iso: string) => new Date(iso);
    const promotions = [
      { startsAt: at('2030-05-01T06:00:00Z'), endsAt: at('2030-05-01T18:00:00Z') },
      { startsAt: at('2030-05-01T09:30:00Z'), endsAt: null },
    ];
    expect(quietSpan(promotions, at('2030-05-01T08:00:00Z'))).toEqual({
      from: Date.parse('2030-05-01T06:00:00Z'),
      until: Date.parse('2030-05-01T09:30:00Z'),
    });
    expect(quietSpan(promotions, at('2030-05-01T20:00:00Z'))).toEqual({
      from: Date.parse('2030-05-01T18:00:00Z'),
      until: Date.parse('2030-05-02T00:00:00Z'),
    });
  });
});
