// The member's inbox (EMFE_/CSP_ relays, the member centre's messageV2 page, the legacy /wps/message
// calls): a page of messages, the unread count, read and unread marks, deletes. Every change touches only
// messages the member's inbox holds; other ids are left alone (counted out of `changed`).
import type { Language } from '@sim/shared/languages';
import type { InboxMessage, InboxPage } from '@sim/shared/relay/inbox';
import type { Db } from '../../db/client.ts';
import { sqlOf } from '../../db/sql.ts';
import { toInt } from '../../db/sql-values.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { InboxState, InboxMessage as MessageRow } from '../../generated/prisma/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { isModuleOn, requireModule } from '../merchants/flags.ts';
import { senderName, systemText } from './system-texts.ts';
import { inboxWhere, UNREAD_COUNT_SQL } from './visibility.ts';

export interface InboxDeps {
  db: Db;
  clock: SimClock;
}

export const INBOX_MODULE = 'INBOX3';

export function toWireMessage(
  message: MessageRow & { states: InboxState[] },
  language: Language = 'EN',
): InboxMessage {
  return {
    messageId: message.id,
    title: systemText(message.subject, language),
    content: systemText(message.content, language),
    sender: senderName(message.senderName, language),
    broadcast: message.audience === 'BROADCAST',
    sendTime: message.sentAt.getTime(),
    isRead: message.states.some((state) => state.readAt !== null),
  };
}

/** Unread messages; 0 where the merchant has no inbox (the balance answer asks every time). */
export async function unreadCount(
  deps: InboxDeps,
  merchant: MerchantProfile,
  memberId: number,
): Promise<number> {
  if (!isModuleOn(merchant, INBOX_MODULE)) return 0;
  const now = deps.clock.now();
  const row = await sqlOf(deps.db).one(UNREAD_COUNT_SQL, merchant.code, now, memberId, memberId);
  return toInt(row?.unread);
}

export async function memberUnreadCount(deps: InboxDeps, merchant: MerchantProfile, memberId: number) {
  requireModule(merchant, INBOX_MODULE);
  return unreadCount(deps, merchant, memberId);
}

export async function inboxPage(
  deps: InboxDeps,
  merchant: MerchantProfile,
  memberId: number,
  query: { page: number; size: number },
  language: Language = 'EN',
): Promise<InboxPage> {
  requireModule(merchant, INBOX_MODULE);
  const where = inboxWhere(merchant.code, memberId, deps.clock.now());
  const [messages, total, unread] = await Promise.all([
    deps.db.inboxMessage.findMany({
      where,
      include: { states: { where: { memberId } } },
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.size,
      take: query.size,
    }),
    deps.db.inboxMessage.count({ where }),
    unreadCount(deps, merchant, memberId),
  ]);
  return {
    list: messages.map((message) => toWireMessage(message, language)),
    total,
    page: query.page,
    size: query.size,
    unreadCount: unread,
  };
}

/** The ids among `messageIds` the member's inbox holds. */
async function heldIds(deps: InboxDeps, merchantCode: string, memberId: number, messageIds: number[]) {
  const held = await deps.db.inboxMessage.findMany({
    where: { AND: [inboxWhere(merchantCode, memberId, deps.clock.now()), { id: { in: messageIds } }] },
    select: { id: true },
  });
  return held.map((message) => message.id);
}

async function mark(
  deps: InboxDeps,
  merchant: MerchantProfile,
  memberId: number,
  messageIds: number[],
  change: { readAt?: Date | null; deletedAt?: Date },
) {
  requireModule(merchant, INBOX_MODULE);
  const ids = await heldIds(deps, merchant.code, memberId, messageIds);
  await deps.db.$transaction(
    ids.map((messageId) =>
      deps.db.inboxState.upsert({
        where: { messageId_memberId: { messageId, memberId } },
        create: { messageId, memberId, ...change },
        update: change,
      }),
    ),
  );
  return { changed: ids.length, unreadCount: await unreadCount(deps, merchant, memberId) };
}

/** read: true marks the messages read (now), false unread again. */
export function markMessages(
  deps: InboxDeps,
  merchant: MerchantProfile,
  memberId: number,
  messageIds: number[],
  read: boolean,
) {
  return mark(deps, merchant, memberId, messageIds, { readAt: read ? deps.clock.now() : null });
}

export function deleteMessages(
  deps: InboxDeps,
  merchant: MerchantProfile,
  memberId: number,
  messageIds: number[],
) {
  return mark(deps, merchant, memberId, messageIds, { deletedAt: deps.clock.now() });
}
