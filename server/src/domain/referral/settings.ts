// A merchant's referral rule: an invitee qualifies with a first deposit of at least `firstDeposit` or
// valid bets of at least `validBet` (either may be off), and the referrer is paid `reward`. A merchant
// without a ReferralSettings row has the default below.
import type { ReferralRuleChange } from '@sim/shared/admin/referral';
import { toMajor, toMinor } from '@sim/shared/money';
import type { ReferralRule } from '@sim/shared/relay/referral';
import type { Db, Tx } from '../../db/client.ts';
import { definedOnly } from '../../lib/defined.ts';

export const DEFAULT_REFERRAL_RULE: ReferralRule = {
  enabled: true,
  firstDeposit: 100,
  validBet: 1_000,
  reward: 50,
};

const majorOrNull = (minor: bigint | null) => (minor === null ? null : toMajor(minor));
const minorOrNull = (major: number | null) => (major === null ? null : toMinor(major));

export async function referralRule(db: Db | Tx, merchantCode: string): Promise<ReferralRule> {
  const row = await db.referralSettings.findUnique({ where: { merchantCode } });
  if (!row) return DEFAULT_REFERRAL_RULE;
  return {
    enabled: row.enabled,
    firstDeposit: majorOrNull(row.firstDepositMinor),
    validBet: majorOrNull(row.validBetMinor),
    reward: toMajor(row.rewardMinor),
  };
}

export async function setReferralRule(db: Db, merchantCode: string, change: ReferralRuleChange) {
  const next: ReferralRule = { ...(await referralRule(db, merchantCode)), ...definedOnly(change) };
  const row = {
    enabled: next.enabled,
    firstDepositMinor: minorOrNull(next.firstDeposit),
    validBetMinor: minorOrNull(next.validBet),
    rewardMinor: toMinor(next.reward),
  };
  await db.referralSettings.upsert({
    where: { merchantCode },
    create: { merchantCode, ...row },
    update: row,
  });
  return next;
}
