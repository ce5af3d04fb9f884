// Which messages a member's inbox holds: the merchant's broadcasts and the messages to the member, sent
// by now on the simulated clock, less the ones the member deleted. Unread: no read mark of the member's.
import type { Prisma } from '../../generated/prisma/client.ts';

export function inboxWhere(merchantCode: string, memberId: number, now: Date): Prisma.InboxMessageWhereInput {
  return {
    merchantCode,
    sentAt: { lte: now },
    OR: [{ audience: 'BROADCAST' }, { audience: 'MEMBER', recipientId: memberId }],
    NOT: { states: { some: { memberId, deletedAt: { not: null } } } },
  };
}

/**
 * Unread messages counted in SQL (merchant, now, member, member): inboxWhere plus no read mark, in one
 * indexed read, since the balance answer asks on every poll. Keep it in step with inboxWhere.
 */
export const UNREAD_COUNT_SQL = `SELECT COUNT(*) AS "unread" FROM "InboxMessage" m
  WHERE m."merchantCode" = ? AND m."sentAt" <= ?
    AND (m."audience" = 'BROADCAST' OR (m."audience" = 'MEMBER' AND m."recipientId" = ?))
    AND NOT EXISTS (SELECT 1 FROM "InboxState" s WHERE s."messageId" = m."id" AND s."memberId" = ?
      AND (s."deletedAt" IS NOT NULL OR s."readAt" IS NOT NULL))`;
