// Codes a new member registers with: an agent's affiliate code puts them in the agent's downline,
// another member's referral (invite friends) code records the referrer. The URL's `referralCode`
// may carry either.
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';

export interface Sponsor {
  uplineId: number | null;
  referrerId: number | null;
}

export async function resolveSponsor(
  db: Db,
  merchantCode: string,
  codes: (string | null | undefined)[],
): Promise<Sponsor> {
  const sponsor: Sponsor = { uplineId: null, referrerId: null };
  for (const raw of codes) {
    const code = raw?.trim();
    if (!code) continue;
    const agent = await db.member.findFirst({
      where: { merchantCode, affiliateCode: code },
      select: { id: true },
    });
    if (agent) {
      sponsor.uplineId = agent.id;
      continue;
    }
    const referrer = await db.member.findFirst({
      where: { merchantCode, referralCode: code },
      select: { id: true },
    });
    if (!referrer) throw PlatformError.of('invalidAffiliate');
    sponsor.referrerId = referrer.id;
  }
  return sponsor;
}

/** GET /wps/agent/affiliate: the same codes registration accepts. */
export async function checkInviteCode(db: Db, merchantCode: string, code: string) {
  await resolveSponsor(db, merchantCode, [code]);
  return { affiliateCode: code.trim(), valid: true as const };
}
