// GET /wps/member/info.
import type { MemberInfo } from '@sim/shared/wps/member';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../platform/clock.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isPasswordExpired } from './password-age.ts';
import { maskMobile } from './phone.ts';

export async function memberInfo(
  db: Db,
  clock: SimClock,
  merchant: MerchantProfile,
  memberId: number,
): Promise<MemberInfo> {
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  const rank = await db.vipRank.findUnique({
    where: { merchantCode_level: { merchantCode: merchant.code, level: member.vipLevel } },
  });
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    mobile: maskMobile(member.mobile),
    regDate: member.registeredAt.getTime(),
    toUpline: member.uplineId !== null,
    clubLabel: { labelName: rank?.labelName ?? `VIP${member.vipLevel}`, rankLevel: member.vipLevel },
    memberLabel: [],
    passwordExpired: isPasswordExpired(merchant, member.passwordChangedAt, clock.now()),
  };
}
