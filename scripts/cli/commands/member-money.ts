// pnpm sim bankcard | security | lock: a member's bank cards, security answers and turnover locks.
import { flagString, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

const CARD_COLUMNS = ['bankCardId', 'bankCode', 'bankName', 'accountNo', 'accountName', 'branch'];
const LOCK_COLUMNS = [
  'lockId',
  'wallet',
  'lock_status',
  'turnoverRequired',
  'turnoverAchieved',
  'current_to_required',
  'reason',
];

const member = (c: CommandContext) => ({ merchant: c.merchant, username: required(c.args[0], 'username') });

const positiveId = (text: string | undefined, what: string) => {
  const id = Number(required(text, what));
  if (!Number.isInteger(id) || id < 1) throw new UsageError(`${what} must be a positive whole number`);
  return id;
};

/** `1=Dhaka 3=Rex 5=rice`: question id = answer, three of them. */
function parseAnswers(words: string[]) {
  if (words.length === 0) throw new UsageError('answers: <questionId>=<answer> ... (three)');
  return words.map((word) => {
    const match = /^(\d+)=(.+)$/s.exec(word);
    if (!match) throw new UsageError(`not <questionId>=<answer>: ${word}`);
    return { questionId: Number(match[1]), answer: match[2]! };
  });
}

export const memberMoneyCommands: Record<string, Record<string, Command>> = {
  bankcard: {
    list: {
      usage: 'bankcard list <username>',
      summary: "a member's bank cards (account numbers in full)",
      columns: CARD_COLUMNS,
      run: async (c) => (await c.client.bankCards.list.query(member(c))).cards,
    },
    add: {
      usage: 'bankcard add <username> <bankCode> <accountNo> [--name holder] [--branch text]',
      summary: 'bind a bank card for a member (no payment password asked)',
      columns: CARD_COLUMNS,
      run: async (c) =>
        (
          await c.client.bankCards.add.mutate({
            ...member(c),
            bankCode: required(c.args[1], 'bankCode'),
            accountNo: required(c.args[2], 'accountNo'),
            accountName: flagString(c.flags, 'name'),
            branch: flagString(c.flags, 'branch'),
          })
        ).cards,
    },
    remove: {
      usage: 'bankcard remove <username> <bankCardId>',
      summary: 'unbind a bank card',
      columns: CARD_COLUMNS,
      run: async (c) =>
        (
          await c.client.bankCards.remove.mutate({
            ...member(c),
            bankCardId: positiveId(c.args[1], 'bankCardId'),
          })
        ).cards,
    },
  },
  security: {
    questions: {
      usage: 'security questions',
      summary: 'the security questions answers may name (ids)',
      columns: ['questionId', 'question'],
      run: (c) => c.client.securityQuestions.catalogue.query(),
    },
    show: {
      usage: 'security show <username>',
      summary: 'which questions a member answered',
      run: (c) => c.client.securityQuestions.get.query(member(c)),
    },
    set: {
      usage: 'security set <username> <questionId>=<answer> <questionId>=<answer> <questionId>=<answer>',
      summary: "set a member's security answers (replacing any)",
      run: (c) =>
        c.client.securityQuestions.set.mutate({ ...member(c), answers: parseAnswers(c.args.slice(1)) }),
    },
    clear: {
      usage: 'security clear <username>',
      summary: "forget a member's security answers",
      run: (c) => c.client.securityQuestions.clear.mutate(member(c)),
    },
  },
  lock: {
    list: {
      usage: 'lock list <username>',
      summary: "a member's turnover locks, newest first",
      columns: LOCK_COLUMNS,
      run: async (c) => (await c.client.walletLocks.list.query(member(c))).locks,
    },
    add: {
      usage: 'lock add <username> --turnover N [--wallet MAIN|<vendor>] [--reason text]',
      summary: 'keep money in a wallet until N more is bet from it',
      run: (c) =>
        c.client.walletLocks.add.mutate({
          ...member(c),
          turnover: Number(required(flagString(c.flags, 'turnover'), '--turnover')),
          wallet: flagString(c.flags, 'wallet'),
          reason: flagString(c.flags, 'reason'),
        }),
    },
    lift: {
      usage: 'lock lift <username> <lockId>',
      summary: 'lift a turnover lock now',
      run: (c) => c.client.walletLocks.lift.mutate({ ...member(c), lockId: positiveId(c.args[1], 'lockId') }),
    },
  },
};
