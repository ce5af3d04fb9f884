// pnpm sim vip | referral: VIP rank rules, members' ranks and the monthly review; the referral rule
// and the invitees with their rewards.
import { flagBoolean, flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command } from '../command.ts';

function level(word: string | undefined): number {
  const n = Number(required(word, 'level'));
  if (!Number.isInteger(n) || n < 0 || n > 9) throw new UsageError(`level: 0 to 9, got ${word}`);
  return n;
}

/** `--first-deposit off` turns a criterion off; a number sets it */
function amountOrOff(value: string | undefined, name: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'off') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new UsageError(`--${name}: a number or off, got ${value}`);
  return n;
}

export const vipCommands: Record<string, Record<string, Command>> = {
  vip: {
    rules: {
      usage: 'vip rules',
      summary: 'every rank: monthly and total turnover it needs, turnover that keeps it, bonus',
      columns: ['level', 'labelName', 'monthlyTurnover', 'totalTurnover', 'keepTurnover', 'bonus'],
      run: async (c) => (await c.client.vip.rules.query({ merchant: c.merchant })).rules,
    },
    rule: {
      usage: 'vip rule <level> [--monthly N] [--total N] [--keep N] [--bonus N]',
      summary: "change one rank's rule (what is left out stays)",
      run: (c) =>
        c.client.vip.setRules.mutate({
          merchant: c.merchant,
          rules: [
            {
              level: level(c.args[0]),
              monthlyTurnover: flagNumber(c.flags, 'monthly'),
              totalTurnover: flagNumber(c.flags, 'total'),
              keepTurnover: flagNumber(c.flags, 'keep'),
              bonus: flagNumber(c.flags, 'bonus'),
            },
          ],
        }),
    },
    show: {
      usage: 'vip show <username>',
      summary: "a member's rank and turnover toward the next one",
      run: (c) =>
        c.client.vip.member.query({ merchant: c.merchant, username: required(c.args[0], 'username') }),
    },
    set: {
      usage: 'vip set <username> <level>',
      summary: "set a member's rank by hand (no bonus)",
      run: (c) =>
        c.client.vip.setRank.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          level: level(c.args[1]),
        }),
    },
    review: {
      usage: 'vip review',
      summary: 'run the monthly reviews due and the promotions earned now',
      run: (c) => c.client.vip.runReview.mutate(),
    },
    changes: {
      usage: 'vip changes [--user U] [--limit N]',
      summary: 'rank changes, newest first',
      columns: ['username', 'reason', 'fromLevel', 'toLevel', 'month'],
      run: (c) =>
        c.client.vip.changes.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
  },
  referral: {
    rule: {
      usage: 'referral rule',
      summary: 'the reward rule: first deposit or valid bet that qualifies, the reward',
      run: (c) => c.client.referral.rule.query({ merchant: c.merchant }),
    },
    set: {
      usage: 'referral set [--enabled true|false] [--first-deposit N|off] [--valid-bet N|off] [--reward N]',
      summary: 'change the reward rule',
      run: (c) =>
        c.client.referral.setRule.mutate({
          merchant: c.merchant,
          enabled: flagBoolean(c.flags, 'enabled'),
          firstDeposit: amountOrOff(flagString(c.flags, 'first-deposit'), 'first-deposit'),
          validBet: amountOrOff(flagString(c.flags, 'valid-bet'), 'valid-bet'),
          reward: flagNumber(c.flags, 'reward'),
        }),
    },
    list: {
      usage: 'referral list [--user REFERRER] [--limit N]',
      summary: 'invitees newest first, with referrer and reward',
      columns: ['invitee', 'referrer', 'status', 'reward', 'reason'],
      run: (c) =>
        c.client.referral.list.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    pay: {
      usage: 'referral pay',
      summary: 'pay the rewards due now',
      run: (c) => c.client.referral.payDue.mutate(),
    },
  },
};
