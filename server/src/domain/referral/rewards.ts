// The referral reward: once an invitee qualifies (a first deposit or valid bets reaching the rule),
// the referrer is paid once. The ReferralReward row (the invitee's id is its key) is the claim, made
// in the transaction of the BONUS order (requestId `referral/<inviteeId>`) that pays it, so however
// many timers or processes reach an invitee, its referrer is paid exactly once. A due-work job.
import { toMinor } from '@sim/shared/money';
import type { ReferralRule } from '@sim/shared/relay/referral';
import type { Db, Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { bookCredit } from '../cashier/adjustments.ts';
import { referralRule } from './settings.ts';

export interface ReferralDeps {
  db: Db;
  clock: SimClock;
}

interface Invitee {
  id: number;
  merchantCode: string;
  username: string;
  referrerId: number;
}

type Qualification = 'FIRST_DEPOSIT' | 'VALID_BET';

async function qualification(
  tx: Db | Tx,
  inviteeId: number,
  rule: ReferralRule,
): Promise<Qualification | null> {
  if (rule.firstDeposit !== null) {
    const first = await tx.moneyOrder.findFirst({
      where: { memberId: inviteeId, type: 'DEPOSIT', status: 'APPROVED' },
      orderBy: [{ decidedAt: 'asc' }, { id: 'asc' }],
      select: { amountMinor: true },
    });
    if (first && first.amountMinor >= toMinor(rule.firstDeposit)) return 'FIRST_DEPOSIT';
  }
  if (rule.validBet !== null) {
    const bets = await tx.gameRound.aggregate({
      where: { memberId: inviteeId, status: 'SETTLED' },
      _sum: { stakeMinor: true },
    });
    if ((bets._sum.stakeMinor ?? 0n) >= toMinor(rule.validBet)) return 'VALID_BET';
  }
  return null;
}

async function rewardInvitee(deps: ReferralDeps, invitee: Invitee): Promise<boolean> {
  const now = deps.clock.now();
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      if (await tx.referralReward.findUnique({ where: { inviteeId: invitee.id } })) return false;
      const rule = await referralRule(tx, invitee.merchantCode);
      if (!rule.enabled || rule.reward <= 0) return false;
      const reason = await qualification(tx, invitee.id, rule);
      if (!reason) return false;
      const amountMinor = toMinor(rule.reward);
      const { order } = await bookCredit(
        tx,
        'BONUS',
        {
          merchantCode: invitee.merchantCode,
          memberId: invitee.referrerId,
          amountMinor,
          reason: `Referral reward: ${invitee.username}`,
          requestId: `referral/${invitee.id}`,
        },
        now,
      );
      await tx.referralReward.create({
        data: {
          inviteeId: invitee.id,
          referrerId: invitee.referrerId,
          merchantCode: invitee.merchantCode,
          amountMinor,
          referenceNo: order.referenceNo,
          reason,
          rewardedAt: now,
        },
      });
      return true;
    }),
  );
}

/** Rewards every invitee that qualified since the last run; answers how many. */
export async function payDueReferralRewards(deps: ReferralDeps): Promise<number> {
  const invitees = await deps.db.member.findMany({
    where: { referrerId: { not: null } },
    select: { id: true, merchantCode: true, username: true, referrerId: true },
  });
  if (invitees.length === 0) return 0;
  const rewarded = await deps.db.referralReward.findMany({
    where: { inviteeId: { in: invitees.map((i) => i.id) } },
    select: { inviteeId: true },
  });
  const done = new Set(rewarded.map((r) => r.inviteeId));
  const rules = new Map<string, ReferralRule>();
  let paid = 0;
  for (const invitee of invitees) {
    if (done.has(invitee.id) || invitee.referrerId === null) continue;
    // a cheap look first: the claiming transaction only for invitees that qualify
    const rule = rules.get(invitee.merchantCode) ?? (await referralRule(deps.db, invitee.merchantCode));
    rules.set(invitee.merchantCode, rule);
    if (!rule.enabled || !(await qualification(deps.db, invitee.id, rule))) continue;
    if (await rewardInvitee(deps, { ...invitee, referrerId: invitee.referrerId })) paid += 1;
  }
  return paid;
}
