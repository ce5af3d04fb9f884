// pnpm sim jackpot | support | help | feedback: the jackpot pool, customer service (paths, the chat
// and answering as the agent), help-centre sections and the feedback inbox.
import { LANGUAGES, type Language } from '@sim/shared/languages';
import { HELP_TAGS, type HelpTag } from '@sim/shared/wps/help';
import { flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const upper = required(value, what);
  const found = allowed.find((item) => item.toLowerCase() === upper.toLowerCase());
  if (!found) throw new UsageError(`${what}: one of ${allowed.join(', ')}`);
  return found;
}

const language = (value: string | undefined) => oneOf<Language>(value, LANGUAGES, 'language');
const helpTag = (value: string | undefined) => oneOf<HelpTag>(value, HELP_TAGS, 'tag');

/** `--path 3,Live chat,/livechat` (repeatable as a `;`-separated list) -> [{type, name, url}] */
function pathsFlag(value: string | undefined) {
  if (!value) return undefined;
  return value.split(';').map((entry) => {
    const [type, name, ...url] = entry.split(',');
    if (!type || !name || url.length === 0) throw new UsageError(`expected type,name,url — got ${entry}`);
    return { type: type.trim(), name: name.trim(), url: url.join(',').trim() };
  });
}

export const supportCommands: Record<string, Record<string, Command>> = {
  jackpot: {
    show: {
      usage: 'jackpot show',
      summary: 'the pool: amount, seed, contribution, bets since the last reset',
      run: (c) => c.client.jackpot.get.query({ merchant: c.merchant }),
    },
    set: {
      usage: 'jackpot set [--amount N] [--percent P]',
      summary: 'the pool holds N from now on; P percent of each valid bet feeds it',
      run: (c) =>
        c.client.jackpot.set.mutate({
          merchant: c.merchant,
          amount: flagNumber(c.flags, 'amount'),
          contributionPercent: flagNumber(c.flags, 'percent'),
        }),
    },
    reset: {
      usage: 'jackpot reset',
      summary: 'back to the default seed, as after a jackpot is won',
      run: (c) => c.client.jackpot.reset.mutate({ merchant: c.merchant }),
    },
  },
  support: {
    settings: {
      usage: 'support settings',
      summary: 'customer-service paths (plain and VIP) and the simulated agent’s delay',
      run: (c) => c.client.support.settings.query({ merchant: c.merchant }),
    },
    set: {
      usage: "support set [--paths 'type,name,url;…'] [--vip-paths 'type,name,url;…'] [--delay seconds]",
      summary: 'change the paths getService answers or the reply delay',
      run: (c) =>
        c.client.support.setSettings.mutate({
          merchant: c.merchant,
          paths: pathsFlag(flagString(c.flags, 'paths')),
          vipPaths: pathsFlag(flagString(c.flags, 'vip-paths')),
          replyDelaySeconds: flagNumber(c.flags, 'delay'),
        }),
    },
    chats: {
      usage: 'support chats [--limit N]',
      summary: 'conversations, the latest first',
      columns: ['username', 'channel', 'messages', 'lastFrom', 'lastMessage'],
      run: (c) =>
        c.client.support.chats.query({ merchant: c.merchant, limit: flagNumber(c.flags, 'limit') ?? 50 }),
    },
    transcript: {
      usage: 'support transcript <username>',
      summary: "every line of a member's chat",
      run: async (c) =>
        (
          await c.client.support.transcript.query({
            merchant: c.merchant,
            username: required(c.args[0], 'username'),
          })
        ).list,
      columns: ['id', 'sender', 'operator', 'content'],
    },
    reply: {
      usage: 'support reply <username> <text…> [--as operator]',
      summary: 'answer as the agent; the member sees it at once',
      run: (c) =>
        c.client.support.reply.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          content: required(c.args.slice(1).join(' ') || undefined, 'text'),
          operator: flagString(c.flags, 'as') ?? 'operator',
        }),
    },
  },
  help: {
    show: {
      usage: 'help show <language>',
      summary: 'the help-centre sections of a language (BN, EN, CN, JA, TH, VI)',
      columns: ['tag', 'title', 'display', 'edited'],
      run: (c) => c.client.help.sections.query({ merchant: c.merchant, lang: language(c.args[0]) }),
    },
    set: {
      usage: 'help set <language> <tag> --title T [--content HTML] [--display on|off]',
      summary: 'edit a section (aboutus, deposit, withdraw, game, faqs)',
      run: (c) => {
        const display = flagString(c.flags, 'display');
        return c.client.help.setSection.mutate({
          merchant: c.merchant,
          lang: language(c.args[0]),
          tag: helpTag(c.args[1]),
          title: required(flagString(c.flags, 'title'), '--title'),
          content: flagString(c.flags, 'content') ?? '',
          display: display === undefined ? undefined : display === 'on',
        });
      },
    },
    reset: {
      usage: 'help reset <language> <tag>',
      summary: 'back to the built-in text',
      run: (c) =>
        c.client.help.resetSection.mutate({
          merchant: c.merchant,
          lang: language(c.args[0]),
          tag: helpTag(c.args[1]),
        }),
    },
  },
  feedback: {
    list: {
      usage: 'feedback list [--status NEW|READ|RESOLVED] [--limit N]',
      summary: 'the feedback inbox, newest first',
      columns: ['feedbackId', 'username', 'questionType', 'status', 'content'],
      run: (c) =>
        c.client.feedback.list.query({
          merchant: c.merchant,
          status: flagString(c.flags, 'status')?.toUpperCase() as 'NEW' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 100,
        }),
    },
    mark: {
      usage: 'feedback mark <feedbackId> READ|RESOLVED|NEW [--remark text]',
      summary: 'mark feedback read or resolved',
      run: (c) =>
        c.client.feedback.update.mutate({
          merchant: c.merchant,
          feedbackId: Number(required(c.args[0], 'feedbackId')),
          status: oneOf(c.args[1], ['NEW', 'READ', 'RESOLVED'] as const, 'status'),
          remark: flagString(c.flags, 'remark'),
        }),
    },
  },
};
