// What the back office does with the chat: the conversations (latest first), a member's transcript
// (the simulated agent's pending answers included) and answering as the agent.
import type { ChatSummary, Transcript } from '@sim/shared/admin/support';
import type { ChatDeps } from './chat.ts';
import { channelOf, toWireMessage } from './chat.ts';

export async function listChats(deps: ChatDeps, merchantCode: string, limit: number): Promise<ChatSummary[]> {
  const groups = await deps.db.chatMessage.groupBy({
    by: ['memberId'],
    where: { merchantCode },
    _count: { _all: true },
    _max: { id: true },
    orderBy: { _max: { id: 'desc' } },
    take: limit,
  });
  const lastIds = groups.flatMap((group) => (group._max.id === null ? [] : [group._max.id]));
  const [lasts, members] = await Promise.all([
    deps.db.chatMessage.findMany({ where: { id: { in: lastIds } } }),
    deps.db.member.findMany({
      where: { id: { in: groups.map((g) => g.memberId) } },
      select: { id: true, username: true },
    }),
  ]);
  const lastById = new Map(lasts.map((row) => [row.id, row]));
  const usernames = new Map(members.map((m) => [m.id, m.username]));
  return groups.flatMap((group) => {
    const last = group._max.id === null ? undefined : lastById.get(group._max.id);
    if (!last) return [];
    return [
      {
        username: usernames.get(group.memberId) ?? `#${group.memberId}`,
        channel: last.channel as ChatSummary['channel'],
        messages: group._count._all,
        lastMessage: last.content,
        lastAt: last.sentAt.getTime(),
        lastFrom: last.sender as ChatSummary['lastFrom'],
      },
    ];
  });
}

export async function transcript(deps: ChatDeps, memberId: number, username: string): Promise<Transcript> {
  const rows = await deps.db.chatMessage.findMany({
    where: { memberId },
    orderBy: [{ sentAt: 'asc' }, { id: 'asc' }],
    take: 1000,
  });
  return {
    username,
    channel: await channelOf(deps.db, memberId),
    list: rows.map((row) => ({ ...toWireMessage(row), operator: row.operator })),
  };
}

/** An operator's answer: shown to the member at once. */
export async function replyAsAgent(
  deps: ChatDeps,
  merchantCode: string,
  memberId: number,
  content: string,
  operator: string,
) {
  const row = await deps.db.chatMessage.create({
    data: {
      merchantCode,
      memberId,
      channel: await channelOf(deps.db, memberId),
      sender: 'AGENT',
      content,
      operator,
      sentAt: deps.clock.now(),
    },
  });
  return { ...toWireMessage(row), operator: row.operator };
}
