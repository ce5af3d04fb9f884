// pnpm sim missions | messages: the missions' back office (create, close, a member's progress and its
// reset) and the inbox's (send to a member or broadcast, list, take back).
import { GAME_TYPES, type GameType } from '@sim/shared/relay/gcsgame';
import { MISSION_KINDS, type MissionKind } from '@sim/shared/relay/missions';
import { flagString, list, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

/** `--milestones 50:5,100:10` -> [{target: 50, reward: 5}, {target: 100, reward: 10}] */
function milestonesFlag(text: string | undefined) {
  return list(required(text, '--milestones'))!.map((pair) => {
    const [target, reward] = pair.split(':').map(Number);
    if (!Number.isFinite(target) || !Number.isFinite(reward))
      throw new UsageError(`--milestones: expected target:reward pairs, got ${pair}`);
    return { target: target!, reward: reward! };
  });
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  what: string,
): T | undefined {
  if (value === undefined) return undefined;
  const upper = value.toUpperCase() as T;
  if (!allowed.includes(upper)) throw new UsageError(`${what}: one of ${allowed.join(', ')}`);
  return upper;
}

const member = (c: Parameters<Command['run']>[0]) => ({
  merchant: c.merchant,
  code: required(c.args[0], 'code'),
  username: required(c.args[1], 'username'),
});

export const missionCommands: Record<string, Record<string, Command>> = {
  missions: {
    list: {
      usage: 'missions list',
      summary: 'the missions, closed ones too',
      columns: ['code', 'kind', 'gameType', 'status', 'title', 'milestones', 'claims'],
      run: async (c) =>
        (await c.client.missions.list.query({ merchant: c.merchant, includeClosed: true })).map((m) => ({
          ...m,
          title: m.titles.EN ?? Object.values(m.titles)[0],
          milestones: m.milestones.map((s) => `${s.target}:${s.reward}`).join(' '),
        })),
    },
    create: {
      usage: `missions create <code> --kind ${MISSION_KINDS.join('|')} --title <English> --milestones 50:5,100:10 [--game-type RNG] [--end ISO]`,
      summary: 'create a mission (or edit the one with that code)',
      run: (c) =>
        c.client.missions.create.mutate({
          merchant: c.merchant,
          code: required(c.args[0], 'code'),
          kind: oneOf<MissionKind>(required(flagString(c.flags, 'kind'), '--kind'), MISSION_KINDS, '--kind')!,
          gameType: oneOf<GameType>(flagString(c.flags, 'game-type'), GAME_TYPES, '--game-type') ?? null,
          titles: { EN: required(flagString(c.flags, 'title'), '--title') },
          endTime: flagString(c.flags, 'end') ?? null,
          milestones: milestonesFlag(flagString(c.flags, 'milestones')),
        }),
    },
    close: {
      usage: 'missions close <code>',
      summary: 'close a mission: progress stops, unclaimed rewards expire',
      run: (c) => c.client.missions.close.mutate({ merchant: c.merchant, code: required(c.args[0], 'code') }),
    },
    progress: {
      usage: 'missions progress <code> <username>',
      summary: "a member's value and milestones in a mission",
      run: (c) => c.client.missions.progress.query(member(c)),
    },
    reset: {
      usage: 'missions reset <code> <username>',
      summary: "start a member's progress over from now (milestones can be claimed again)",
      run: (c) => c.client.missions.reset.mutate(member(c)),
    },
  },
  messages: {
    send: {
      usage: 'messages send <subject> <content> [--user U] [--sender name]',
      summary: 'send an inbox message to a member, or to every member without --user',
      run: (c) =>
        c.client.messages.send.mutate({
          merchant: c.merchant,
          subject: required(c.args[0], 'subject'),
          content: required(c.args[1], 'content'),
          username: flagString(c.flags, 'user'),
          sender: flagString(c.flags, 'sender'),
        }),
    },
    list: {
      usage: 'messages list [--user U] [--audience MEMBER|BROADCAST|SUPPORT] [--limit N]',
      summary: 'messages sent, and what members wrote to customer service, newest first',
      columns: ['messageId', 'audience', 'recipient', 'sender', 'subject', 'readBy'],
      run: (c) =>
        c.client.messages.list.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          audience: oneOf(
            flagString(c.flags, 'audience'),
            ['MEMBER', 'BROADCAST', 'SUPPORT'] as const,
            '--audience',
          ),
          limit: Number(flagString(c.flags, 'limit') ?? 50),
        }),
    },
    remove: {
      usage: 'messages remove <messageId>',
      summary: 'take a message back from every inbox',
      run: (c) =>
        c.client.messages.remove.mutate({
          merchant: c.merchant,
          messageId: Number(required(c.args[0], 'messageId')),
        }),
    },
  },
};
