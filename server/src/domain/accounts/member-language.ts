// PUT/GET /wps/member/language (APP `getUpdateLanguage`): the language a member chose follows the
// account; one who never chose gets the merchant's default.
import type { Db } from '../../db/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

export async function memberLanguage(db: Db, merchant: MerchantProfile, memberId: number) {
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId }, select: { language: true } });
  return { language: member.language ?? merchant.defaultLanguage };
}

/** Stored upper-case, as the platform's language codes are. */
export async function setMemberLanguage(db: Db, memberId: number, language: string) {
  const stored = language.toUpperCase();
  await db.member.update({ where: { id: memberId }, data: { language: stored } });
  return { language: stored };
}
