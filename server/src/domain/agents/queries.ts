// The team tree's writes in plain SQL (db/sql.ts), inside the caller's transaction: the closure table's
// rows are derived from other rows (an upline's ancestors, a moved subtree), which Prisma's query API
// cannot copy in one statement. TeamLink is written here alone (and by the bench's team seed);
// Prisma only reads it (team.ts). The day-figure triggers (agent-reports) read it too.
import type { Sql } from '../../db/sql.ts';

const SELF_LINK_SQL = `INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
  VALUES (?, ?, 0, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`;

const UPLINE_LINKS_SQL = `INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
  SELECT "ancestorId", ?, "depth" + 1, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
  FROM "TeamLink" WHERE "descendantId" = ?`;

const CUT_SUBTREE_SQL = `DELETE FROM "TeamLink"
  WHERE "descendantId" IN (SELECT "descendantId" FROM "TeamLink" WHERE "ancestorId" = ?)
    AND "ancestorId" NOT IN (SELECT "descendantId" FROM "TeamLink" WHERE "ancestorId" = ?)`;

const GRAFT_SUBTREE_SQL = `INSERT INTO "TeamLink" ("ancestorId", "descendantId", "depth", "createdAt", "updatedAt")
  SELECT "above"."ancestorId", "below"."descendantId", "above"."depth" + "below"."depth" + 1,
    CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
  FROM "TeamLink" AS "above", "TeamLink" AS "below"
  WHERE "above"."descendantId" = ? AND "below"."ancestorId" = ?`;

/** The member's own row, at depth 0. */
export async function insertSelfLink(sql: Sql, memberId: number): Promise<void> {
  await sql.run(SELF_LINK_SQL, memberId, memberId);
}

/** One row per ancestor of the upline (the upline's self row included), one level deeper. */
export async function insertLinksUnder(sql: Sql, memberId: number, uplineId: number): Promise<void> {
  await sql.run(UPLINE_LINKS_SQL, memberId, uplineId);
}

/** Drops the links from outside the member's subtree into it (the subtree's own links stay). */
export async function cutSubtree(sql: Sql, memberId: number): Promise<void> {
  await sql.run(CUT_SUBTREE_SQL, memberId, memberId);
}

/** Links the member's subtree under every ancestor of the new upline (the upline's self row included). */
export async function graftSubtree(sql: Sql, memberId: number, newUplineId: number): Promise<void> {
  await sql.run(GRAFT_SUBTREE_SQL, newUplineId, memberId);
}
