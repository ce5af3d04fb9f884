// pnpm sim vouchers: discount tickets and extra-reward claims (PROMOFE_getDiscountTicketList,
// PROMOFE_getUnappliedExtraRewardClaimList).
import { flagNumber, flagString, required } from '../args.ts';
import type { Command } from '../command.ts';

const TICKET_COLUMNS = [
  'transactionId',
  'username',
  'promotionTitle',
  'status',
  'discountPercent',
  'maxDiscountAmount',
  'minAmount',
  'expireTime',
];
const REWARD_COLUMNS = [
  'claimId',
  'username',
  'promotionTitle',
  'status',
  'rewardAmount',
  'turnoverRequired',
  'expireTime',
];

export const rewardVoucherCommands: Record<string, Record<string, Command>> = {
  vouchers: {
    discounts: {
      usage: 'vouchers discounts [--user U] [--limit N]',
      summary: 'discount tickets, newest first (AVAILABLE past expiry reads EXPIRED)',
      columns: TICKET_COLUMNS,
      run: (c) =>
        c.client.discountTickets.list.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          limit: flagNumber(c.flags, 'limit') ?? 100,
        }),
    },
    discount: {
      usage:
        'vouchers discount <promotionCode> <username> --percent N --max N [--min N] [--hours N] [--count N]',
      summary: 'give a member discount tickets of a promotion',
      columns: TICKET_COLUMNS,
      run: (c) =>
        c.client.discountTickets.grant.mutate({
          merchant: c.merchant,
          promotionCode: required(c.args[0], 'promotionCode'),
          username: required(c.args[1], 'username'),
          discountPercent: Number(required(flagString(c.flags, 'percent'), '--percent')),
          maxDiscount: Number(required(flagString(c.flags, 'max'), '--max')),
          minAmount: flagNumber(c.flags, 'min') ?? 0,
          hours: flagNumber(c.flags, 'hours') ?? null,
          count: flagNumber(c.flags, 'count') ?? 1,
        }),
    },
    use: {
      usage: 'vouchers use <transactionId>',
      summary: 'mark a discount ticket used (AVAILABLE -> USED)',
      run: (c) =>
        c.client.discountTickets.use.mutate({
          merchant: c.merchant,
          transactionId: required(c.args[0], 'transactionId'),
        }),
    },
    'cancel-discount': {
      usage: 'vouchers cancel-discount <transactionId>',
      summary: 'cancel a discount ticket (AVAILABLE -> CANCELLED)',
      run: (c) =>
        c.client.discountTickets.cancel.mutate({
          merchant: c.merchant,
          transactionId: required(c.args[0], 'transactionId'),
        }),
    },
    extras: {
      usage: 'vouchers extras [--user U] [--limit N]',
      summary: 'extra-reward claims, newest first, every status',
      columns: REWARD_COLUMNS,
      run: (c) =>
        c.client.extraRewards.list.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          limit: flagNumber(c.flags, 'limit') ?? 100,
        }),
    },
    extra: {
      usage: 'vouchers extra <promotionCode> <username> --amount N [--turnover N] [--hours N]',
      summary: 'give a member an extra reward to apply for (paid through the ledger when applied)',
      run: (c) =>
        c.client.extraRewards.grant.mutate({
          merchant: c.merchant,
          promotionCode: required(c.args[0], 'promotionCode'),
          username: required(c.args[1], 'username'),
          amount: Number(required(flagString(c.flags, 'amount'), '--amount')),
          turnoverMultiplier: flagNumber(c.flags, 'turnover') ?? 1,
          hours: flagNumber(c.flags, 'hours') ?? null,
        }),
    },
    'cancel-extra': {
      usage: 'vouchers cancel-extra <claimId>',
      summary: 'cancel an extra reward not applied for yet',
      run: (c) =>
        c.client.extraRewards.cancel.mutate({
          merchant: c.merchant,
          claimId: required(c.args[0], 'claimId'),
        }),
    },
  },
};
