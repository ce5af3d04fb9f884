// pnpm sim promo: promotions, applications, rewards issued, reward-centre tickets and forced prizes.
import type { PromotionInput } from '@sim/shared/admin/promotions';
import { PROMOTION_CATEGORIES, PROMOTION_KINDS } from '@sim/shared/relay/promofe';
import { flagNumber, flagString, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

const id = (value: string | undefined, what: string) => {
  const n = Number(required(value, what));
  if (!Number.isInteger(n) || n <= 0)
    throw new UsageError(`${what}: expected a positive number, got ${value}`);
  return n;
};

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  const upper = value.toUpperCase();
  if (!(allowed as readonly string[]).includes(upper))
    throw new UsageError(`${what}: one of ${allowed.join(', ')}`);
  return upper as T;
}

/** `promo create <kind> --title T --category C ...`: the common settings as flags (texts: English only). */
function createInput(c: CommandContext): PromotionInput {
  const kind = oneOf(required(c.args[0], 'kind'), PROMOTION_KINDS, 'kind');
  const title = required(flagString(c.flags, 'title'), '--title');
  return {
    merchant: c.merchant,
    code: flagString(c.flags, 'code'),
    kind,
    category: oneOf(flagString(c.flags, 'category') ?? 'LIMITED', PROMOTION_CATEGORIES, '--category'),
    texts: {
      EN: {
        title,
        summary: flagString(c.flags, 'summary') ?? '',
        content: flagString(c.flags, 'content') ?? '',
      },
    },
    startTime: flagString(c.flags, 'start'),
    endTime: flagString(c.flags, 'end'),
    vipMin: flagNumber(c.flags, 'vip-min') ?? 0,
    vipMax: flagNumber(c.flags, 'vip-max') ?? null,
    minDeposit: flagNumber(c.flags, 'min-deposit') ?? 0,
    minTurnover: flagNumber(c.flags, 'min-turnover') ?? 0,
    bonusPercent: flagNumber(c.flags, 'percent') ?? null,
    bonusFixed: flagNumber(c.flags, 'fixed') ?? null,
    bonusMax: flagNumber(c.flags, 'max') ?? null,
    turnoverMultiplier: flagNumber(c.flags, 'turnover') ?? 1,
    promoCode: flagString(c.flags, 'promo-code'),
    maxClaims: flagNumber(c.flags, 'max-claims') ?? null,
    prizes: [],
    ticketSpins: flagNumber(c.flags, 'spins') ?? 3,
    ticketHours: flagNumber(c.flags, 'hours') ?? null,
    sortOrder: flagNumber(c.flags, 'sort') ?? 0,
  };
}

const decide = (approve: boolean): Command => ({
  usage: `promo ${approve ? 'approve' : 'reject'} <participationId>${approve ? ' [--amount N]' : ''} [--remark text]`,
  summary: approve
    ? "approve an application: ISSUED, the member claims it (amount: default the promotion's rule)"
    : 'reject an application',
  run: (c) =>
    c.client.promotions.decide.mutate({
      participationId: id(c.args[0], 'participationId'),
      approve,
      amount: approve ? flagNumber(c.flags, 'amount') : undefined,
      remark: flagString(c.flags, 'remark'),
    }),
});

export const promotionCommands: Record<string, Record<string, Command>> = {
  promo: {
    list: {
      usage: 'promo list [--status ACTIVE|CLOSED] [--kind DEPOSIT_BONUS|RAFFLE|...]',
      summary: 'the merchant’s promotions',
      columns: [
        'promotionId',
        'code',
        'kind',
        'entry',
        'category',
        'phase',
        'status',
        'participations',
        'pendingApplications',
      ],
      run: (c) =>
        c.client.promotions.list.query({
          merchant: c.merchant,
          status: flagString(c.flags, 'status') as 'ACTIVE' | undefined,
          kind: flagString(c.flags, 'kind') as 'RAFFLE' | undefined,
        }),
    },
    show: {
      usage: 'promo show <promotionId>',
      summary: 'one promotion with its texts and prizes',
      run: (c) =>
        c.client.promotions.get.query({ merchant: c.merchant, promotionId: id(c.args[0], 'promotionId') }),
    },
    create: {
      usage:
        'promo create <kind> --title T [--category C] [--code CODE] [--percent N --max N | --fixed N] [--min-deposit N] [--min-turnover N] [--turnover N] [--vip-min N] [--promo-code X] [--end ISO]',
      summary:
        'create a promotion (or edit the one with the same --code); prizes: use the admin API or a scenario',
      run: (c) => c.client.promotions.create.mutate(createInput(c)),
    },
    close: {
      usage: 'promo close <promotionId>',
      summary: 'close a promotion (issued rewards stay claimable)',
      run: (c) =>
        c.client.promotions.close.mutate({ merchant: c.merchant, promotionId: id(c.args[0], 'promotionId') }),
    },
    participations: {
      usage:
        'promo participations [--promotion ID] [--user U] [--status APPLYING|PROCESS|ISSUED|...] [--limit N]',
      summary: 'members’ participations and applications, newest first',
      columns: [
        'participationId',
        'username',
        'promotionTitle',
        'activityStatus',
        'bonusAmount',
        'imageCount',
        'comment',
      ],
      run: (c) =>
        c.client.promotions.participations.query({
          merchant: c.merchant,
          promotionId: flagNumber(c.flags, 'promotion'),
          username: flagString(c.flags, 'user'),
          status: flagString(c.flags, 'status') as 'APPLYING' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 100,
        }),
    },
    review: {
      usage: 'promo review <participationId>',
      summary: 'take an application up (APPLYING -> PROCESS)',
      run: (c) => c.client.promotions.review.mutate({ participationId: id(c.args[0], 'participationId') }),
    },
    approve: decide(true),
    reject: decide(false),
    issue: {
      usage: 'promo issue <promotionId> <username> [--amount N] [--remark text]',
      summary: 'give a member a reward to claim (ISSUED)',
      run: (c) =>
        c.client.promotions.issue.mutate({
          merchant: c.merchant,
          promotionId: id(c.args[0], 'promotionId'),
          username: required(c.args[1], 'username'),
          amount: flagNumber(c.flags, 'amount'),
          remark: flagString(c.flags, 'remark'),
        }),
    },
    ticket: {
      usage: 'promo ticket <promotionId> <username> [--count N]',
      summary: 'grant slot-machine or prize-wheel tickets',
      columns: ['transactionId', 'username', 'type', 'status', 'spinsTotal', 'expireTime'],
      run: (c) =>
        c.client.promotions.grantTickets.mutate({
          merchant: c.merchant,
          promotionId: id(c.args[0], 'promotionId'),
          username: required(c.args[1], 'username'),
          count: flagNumber(c.flags, 'count') ?? 1,
        }),
    },
    tickets: {
      usage: 'promo tickets [--user U] [--status AVAILABLE|CLAIMED|CANCELLED|EXPIRED] [--limit N]',
      summary: 'reward-centre tickets, newest first',
      columns: ['transactionId', 'username', 'type', 'status', 'spinsUsed', 'spinsTotal', 'rewardAmount'],
      run: (c) =>
        c.client.promotions.tickets.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          status: flagString(c.flags, 'status') as 'AVAILABLE' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 100,
        }),
    },
    force: {
      usage: 'promo force <prizeIndex> [--user U] [--promotion ID]',
      summary: 'the next spin or raffle draw (of the member and/or promotion) lands on prizes[prizeIndex]',
      run: (c) => {
        const prizeIndex = Number(required(c.args[0], 'prizeIndex'));
        if (!Number.isInteger(prizeIndex) || prizeIndex < 0) throw new UsageError('prizeIndex: 0 or more');
        return c.client.promotions.forceOutcome.mutate({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          promotionId: flagNumber(c.flags, 'promotion'),
          prizeIndex,
        });
      },
    },
  },
};
