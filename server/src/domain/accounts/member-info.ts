// GET /wps/member/info: the member and their VIP label in one indexed read (queries.ts), as every page
// of the site asks for it.
import type { MemberInfo } from '@sim/shared/wps/member';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { fromSqlTime, toInt } from '../../db/sql-values.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isPasswordExpired } from './password-age.ts';
import { maskMobile } from './phone.ts';
import { memberWithVipLabel } from './queries.ts';

export async function memberInfo(
  db: Db,
  clock: SimClock,
  merchant: MerchantProfile,
  memberId: number,
): Promise<MemberInfo> {
  const member = await memberWithVipLabel(sqlOf(db), merchant.code, memberId);
  if (!member) throw PlatformError.of('notLoggedIn');
  const vipLevel = toInt(member.vipLevel);
  return {
    id: toInt(member.id),
    account: String(member.username),
    nickname: String(member.nickname),
    type: toInt(member.type),
    mobile: maskMobile(member.mobile === null ? null : String(member.mobile)),
    regDate: fromSqlTime(member.registeredAt).getTime(),
    toUpline: member.uplineId !== null,
    clubLabel: {
      labelName: member.labelName === null ? `VIP${vipLevel}` : String(member.labelName),
      rankLevel: vipLevel,
    },
    memberLabel: [],
    passwordExpired: isPasswordExpired(merchant, fromSqlTime(member.passwordChangedAt), clock.now()),
  };
}
