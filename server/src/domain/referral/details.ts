// Invite friends as the member sees it (MCSFE_getReferralDetails): the member's own code (made now
// when `autoGenerate` asks and there is none), the members who registered with it and whether each
// has earned the reward yet, the rule, and the domains a link may point at.
import { toMajor } from '@sim/shared/money';
import type { Invitation, ReferralDetails } from '@sim/shared/relay/referral';
import type { Db } from '../../db/client.ts';
import { referralCodeFor } from '../accounts/create-member.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { referralRule } from './settings.ts';

const INVITATIONS_SHOWN = 100;

/** "ab***yz": enough to recognise a friend, not to log in as one. */
export const maskAccount = (username: string) =>
  username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;

/** Codes made before they were padded are too short for the register form's rule (4-16): made anew. */
const MIN_CODE_LENGTH = 4;

async function ownCode(db: Db, memberId: number, autoGenerate: boolean): Promise<string> {
  const member = await db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { referralCode: true },
  });
  const usable = (member.referralCode?.length ?? 0) >= MIN_CODE_LENGTH;
  if (usable || !autoGenerate) return member.referralCode ?? '';
  const referralCode = referralCodeFor(memberId);
  await db.member.update({ where: { id: memberId }, data: { referralCode } });
  return referralCode;
}

export const promotionDomainsOf = (merchant: MerchantProfile) => [
  ...new Set([merchant.config.mainDomain, ...merchant.config.domainRoute.map((route) => route.domain)]),
];

export async function referralDetails(
  db: Db,
  merchant: MerchantProfile,
  memberId: number,
  autoGenerate: boolean,
): Promise<ReferralDetails> {
  const referralCode = await ownCode(db, memberId, autoGenerate);
  const [totalInvitations, invitees, rewards, rule] = await Promise.all([
    db.member.count({ where: { referrerId: memberId } }),
    db.member.findMany({
      where: { referrerId: memberId },
      orderBy: [{ registeredAt: 'desc' }, { id: 'desc' }],
      take: INVITATIONS_SHOWN,
      select: { id: true, username: true, registeredAt: true },
    }),
    db.referralReward.findMany({ where: { referrerId: memberId } }),
    referralRule(db, merchant.code),
  ]);
  const rewardOf = new Map(rewards.map((r) => [r.inviteeId, r]));
  const invitations: Invitation[] = invitees.map((invitee) => {
    const reward = rewardOf.get(invitee.id);
    return {
      account: maskAccount(invitee.username),
      registerTime: invitee.registeredAt.getTime(),
      status: reward ? 'REWARDED' : 'PENDING',
      reward: reward ? toMajor(reward.amountMinor) : 0,
    };
  });
  return {
    referralCode,
    totalInvitations,
    promotionDomains: promotionDomainsOf(merchant),
    invitations,
    totalReward: toMajor(rewards.reduce((sum, r) => sum + r.amountMinor, 0n)),
    rule,
    currency: merchant.currency,
  };
}
