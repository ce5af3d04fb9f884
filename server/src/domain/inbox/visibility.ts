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

export function unreadWhere(
  merchantCode: string,
  memberId: number,
  now: Date,
): Prisma.InboxMessageWhereInput {
  return {
    AND: [
      inboxWhere(merchantCode, memberId, now),
      { NOT: { states: { some: { memberId, readAt: { not: null } } } } },
    ],
  };
}
