// The legacy client's inbox and outbox (/wps/message/*), on the same messages as the relays.
import type { Language } from '@sim/shared/languages';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { INBOX_MODULE, inboxPage } from './member-inbox.ts';
import { SUPPORT_NAME } from './sending.ts';

type Deps = { db: Db; clock: SimClock };
type PageQuery = { page: number; size: number };

export async function legacyInbox(
  deps: Deps,
  merchant: MerchantProfile,
  member: { memberId: number; username: string },
  query: PageQuery,
  language: Language = 'EN',
) {
  const page = await inboxPage(deps, merchant, member.memberId, query, language);
  return {
    list: page.list.map((message) => ({
      messageId: message.messageId,
      subject: message.title,
      content: message.content,
      sender: message.sender,
      recipient: message.broadcast ? '*' : member.username,
      sendTime: message.sendTime,
      isRead: message.isRead,
    })),
    total: page.total,
    page: page.page,
    size: page.size,
  };
}

const outboxWhere = (merchantCode: string, memberId: number) => ({
  merchantCode,
  senderId: memberId,
  senderDeleted: false,
});

export async function legacyOutbox(
  deps: Deps,
  merchant: MerchantProfile,
  memberId: number,
  query: PageQuery,
) {
  requireModule(merchant, INBOX_MODULE);
  const where = outboxWhere(merchant.code, memberId);
  const [messages, total] = await Promise.all([
    deps.db.inboxMessage.findMany({
      where,
      include: { recipient: { select: { username: true } } },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.size,
      take: query.size,
    }),
    deps.db.inboxMessage.count({ where }),
  ]);
  return {
    list: messages.map((message) => ({
      messageId: message.id,
      subject: message.subject,
      content: message.content,
      sender: message.senderName,
      recipient: message.recipient?.username ?? SUPPORT_NAME,
      sendTime: message.sentAt.getTime(),
      // the sender wrote it: nothing to read
      isRead: true,
    })),
    total,
    page: query.page,
    size: query.size,
  };
}

export async function deleteFromOutbox(
  deps: Deps,
  merchant: MerchantProfile,
  memberId: number,
  messageIds: number[],
) {
  requireModule(merchant, INBOX_MODULE);
  const { count } = await deps.db.inboxMessage.updateMany({
    where: { ...outboxWhere(merchant.code, memberId), id: { in: messageIds } },
    data: { senderDeleted: true },
  });
  return { changed: count };
}

export async function recipients(deps: Deps, merchant: MerchantProfile, memberId: number) {
  requireModule(merchant, INBOX_MODULE);
  const member = await deps.db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { upline: { select: { username: true } } },
  });
  return [
    { id: 'CS' as const, name: SUPPORT_NAME },
    ...(member.upline ? [{ id: 'UPLINE' as const, name: member.upline.username }] : []),
  ];
}
