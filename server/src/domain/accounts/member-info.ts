// GET /wps/member/info: the member and their VIP label in one indexed read (db/sql.ts), as every page
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

const MEMBER_INFO_SQL = `SELECT m."id", m."username", m."nickname", m."type", m."mobile", m."registeredAt",
    m."uplineId", m."vipLevel", m."passwordChangedAt", r."labelName"
  FROM "Member" m LEFT JOIN "VipRank" r ON r."merchantCode" = ? AND r."level" = m."vipLevel"
  WHERE m."id" = ?`;

export async function memberInfo(
  db: Db,
  clock: SimClock,
  merchant: MerchantProfile,
  memberId: number,
): Promise<MemberInfo> {
  const member = await sqlOf(db).one(MEMBER_INFO_SQL, merchant.code, memberId);
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
