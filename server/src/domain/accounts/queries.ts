// The accounts' hot reads in plain SQL (db/sql.ts): every token call checks its session here and every
// page asks for the member's info, too often for Prisma's query layer (a millisecond a query). Nothing
// here writes. Who writes what it reads: Session, Prisma alone (sessions.ts: open, touch, end); Member,
// Prisma (create-member.ts, the account and back-office services) but for the PIN count, payee name and
// row lock in plain SQL (cashier/queries.ts); VipRank, Prisma (merchants/provision.ts).
import type { Sql } from '../../db/sql.ts';
import { fromSqlTime, type SqlRow, toInt } from '../../db/sql-values.ts';

/** A session with the member facts every token call checks. */
export interface SessionRow {
  memberId: number;
  endedAt: Date | null;
  endReason: string | null;
  lastSeenAt: Date;
  member: { merchantCode: string; username: string; type: number; status: string };
}

const LIVE_SQL = `SELECT s."memberId", s."endedAt", s."endReason", s."lastSeenAt",
    m."merchantCode", m."username", m."type", m."status"
  FROM "Session" s JOIN "Member" m ON m."id" = s."memberId"
  WHERE s."token" = ?`;

/** The token's session, ended or not, with its member: one indexed read. */
export async function sessionByToken(sql: Sql, token: string): Promise<SessionRow | null> {
  const row = await sql.one(LIVE_SQL, token);
  if (!row) return null;
  return {
    memberId: toInt(row.memberId),
    endedAt: row.endedAt === null ? null : fromSqlTime(row.endedAt),
    endReason: row.endReason === null ? null : String(row.endReason),
    lastSeenAt: fromSqlTime(row.lastSeenAt),
    member: {
      merchantCode: String(row.merchantCode),
      username: String(row.username),
      type: toInt(row.type),
      status: String(row.status),
    },
  };
}

const MEMBER_INFO_SQL = `SELECT m."id", m."username", m."nickname", m."type", m."mobile", m."registeredAt",
    m."uplineId", m."vipLevel", m."passwordChangedAt", r."labelName"
  FROM "Member" m LEFT JOIN "VipRank" r ON r."merchantCode" = ? AND r."level" = m."vipLevel"
  WHERE m."id" = ?`;

/** The member's profile columns with the label of their VIP rank at the merchant (null: none set). */
export function memberWithVipLabel(
  sql: Sql,
  merchantCode: string,
  memberId: number,
): Promise<SqlRow | undefined> {
  return sql.one(MEMBER_INFO_SQL, merchantCode, memberId);
}
