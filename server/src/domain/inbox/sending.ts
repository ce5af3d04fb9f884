// Messages going out: the platform's (messages.send, a scenario's `messages:`) to one member or to every
// member of the merchant, and a member's own (legacy PUT /wps/message/send) to customer service or the
// member's upline.
import type { AdminMessage } from '@sim/shared/admin/messages';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';

type Deps = { db: Db; clock: SimClock };
type Audience = AdminMessage['audience'];

export interface PlatformMessage {
  merchantCode: string;
  /** null: a broadcast */
  recipientId: number | null;
  subject: string;
  content: string;
  sender: string;
}

export function sendPlatformMessage(deps: Deps, message: PlatformMessage) {
  return deps.db.inboxMessage.create({
    data: {
      merchantCode: message.merchantCode,
      audience: message.recipientId === null ? 'BROADCAST' : 'MEMBER',
      recipientId: message.recipientId,
      senderName: message.sender,
      subject: message.subject,
      content: message.content,
      sentAt: deps.clock.now(),
    },
  });
}

export const SUPPORT_NAME = 'Customer service';

export async function sendMemberMessage(
  deps: Deps,
  merchantCode: string,
  memberId: number,
  message: { recipient: 'CS' | 'UPLINE'; subject: string; content: string },
) {
  const member = await deps.db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { username: true, uplineId: true },
  });
  if (message.recipient === 'UPLINE' && member.uplineId === null) throw PlatformError.of('noUpline');
  const toUpline = message.recipient === 'UPLINE';
  const sent = await deps.db.inboxMessage.create({
    data: {
      merchantCode,
      audience: toUpline ? 'MEMBER' : 'SUPPORT',
      recipientId: toUpline ? member.uplineId : null,
      senderId: memberId,
      senderName: member.username,
      subject: message.subject,
      content: message.content,
      sentAt: deps.clock.now(),
    },
  });
  return { messageId: sent.id };
}

export async function listSent(
  deps: Deps,
  merchantCode: string,
  filter: { memberId?: number; audience?: Audience; limit: number },
): Promise<AdminMessage[]> {
  const { memberId } = filter;
  const messages = await deps.db.inboxMessage.findMany({
    where: {
      merchantCode,
      audience: filter.audience,
      ...(memberId === undefined
        ? {}
        : { OR: [{ audience: 'BROADCAST' }, { recipientId: memberId }, { senderId: memberId }] }),
    },
    include: {
      recipient: { select: { username: true } },
      _count: { select: { states: { where: { readAt: { not: null } } } } },
    },
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
  });
  return messages.map((message) => ({
    messageId: message.id,
    audience: message.audience as Audience,
    recipient: message.recipient?.username ?? null,
    sender: message.senderName,
    subject: message.subject,
    content: message.content,
    sendTime: message.sentAt.getTime(),
    readBy: message._count.states,
  }));
}

/** Take a message back: gone from every inbox. */
export async function withdrawMessage(deps: Deps, merchantCode: string, messageId: number) {
  const { count } = await deps.db.inboxMessage.deleteMany({ where: { id: messageId, merchantCode } });
  return { removed: count };
}
