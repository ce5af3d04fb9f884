// The chat room (CBS3): a member's lines and customer service's answers. The simulated agent's answer
// is stored with the member's line, dated the reply delay later on the simulated clock, and shows once
// that time has come — no timer, so it survives restarts and follows clock moves. An operator's answer
// (support.reply) shows at once. Members above VIP 4 talk to the VIP channel.
import type { ChatChannel, ChatMessage, ChatRoom } from '@sim/shared/relay/support';
import type { Db } from '../../db/client.ts';
import type { SimClock } from '../../foundation/clock.ts';
import type { ChatMessage as ChatMessageRow } from '../../generated/prisma/client.ts';
import type { MerchantProfile } from '../merchants/directory.ts';
import { requireModule } from '../merchants/flags.ts';
import { cannedAnswer } from './answerer.ts';
import { supportSettings } from './settings.ts';
import { isVipService } from './vip.ts';

export interface ChatDeps {
  db: Db;
  clock: SimClock;
}

/** the lines a member sees: the latest ones */
const ROOM_LINES = 200;

export function toWireMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    sender: row.sender as ChatMessage['sender'],
    content: row.content,
    sentAt: row.sentAt.getTime(),
    read: row.sender === 'MEMBER' || row.readAt !== null,
  };
}

export async function channelOf(db: Db, memberId: number): Promise<ChatChannel> {
  return (await isVipService(db, memberId)) ? 'VIP' : 'STANDARD';
}

const requireChat = (merchant: MerchantProfile) => requireModule(merchant, 'CBS3');

export async function chatRoom(
  deps: ChatDeps,
  merchant: MerchantProfile,
  memberId: number,
  afterId = 0,
): Promise<ChatRoom> {
  requireChat(merchant);
  const rows = await deps.db.chatMessage.findMany({
    where: { memberId, id: { gt: afterId }, sentAt: { lte: deps.clock.now() } },
    orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
    take: ROOM_LINES,
  });
  const channel = await channelOf(deps.db, memberId);
  return {
    channel,
    agentName: channel === 'VIP' ? 'VIP service' : 'Customer service',
    headerColor: merchant.config.chatHeaderColor,
    list: rows.reverse().map(toWireMessage),
  };
}

/** The member's line, and the simulated agent's answer due after the merchant's reply delay. */
export async function sendChat(
  deps: ChatDeps,
  merchant: MerchantProfile,
  memberId: number,
  content: string,
  language: string,
): Promise<ChatMessage> {
  requireChat(merchant);
  const now = deps.clock.now();
  const channel = await channelOf(deps.db, memberId);
  const { replyDelaySeconds } = await supportSettings(deps.db, merchant.code);
  const line = { merchantCode: merchant.code, memberId, channel };
  const [sent] = await deps.db.$transaction([
    deps.db.chatMessage.create({ data: { ...line, sender: 'MEMBER', content, sentAt: now } }),
    deps.db.chatMessage.create({
      data: {
        ...line,
        sender: 'AGENT',
        content: cannedAnswer(content, language),
        sentAt: new Date(now.getTime() + replyDelaySeconds * 1000),
      },
    }),
  ]);
  return toWireMessage(sent);
}

/** The answers shown so far are seen. */
export async function readChat(deps: ChatDeps, merchant: MerchantProfile, memberId: number): Promise<number> {
  requireChat(merchant);
  const now = deps.clock.now();
  const { count } = await deps.db.chatMessage.updateMany({
    where: { memberId, sender: 'AGENT', readAt: null, sentAt: { lte: now } },
    data: { readAt: now },
  });
  return count;
}

/** CBS_unreadCount: answers shown and not yet seen. */
export function chatUnreadCount(
  deps: ChatDeps,
  merchant: MerchantProfile,
  memberId: number,
): Promise<number> {
  requireChat(merchant);
  return deps.db.chatMessage.count({
    where: { memberId, sender: 'AGENT', readAt: null, sentAt: { lte: deps.clock.now() } },
  });
}
