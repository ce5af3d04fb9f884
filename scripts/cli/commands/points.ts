// pnpm sim points | cashback: the points mall's back office and cashback (the manual rebate).

import type { GameType } from '@sim/shared/relay/gcsgame';
import type { PointCategory } from '@sim/shared/relay/mcs2';
import { flagBoolean, flagNumber, flagString, list, onOff, required, UsageError } from '../args.ts';
import type { Command, CommandContext } from '../command.ts';

type Flags = CommandContext['flags'];

/** `--rates RNG=0.8,LIVE=0.5` -> {RNG: 0.8, LIVE: 0.5} */
function ratesFlag(flags: Flags, name: string): Record<string, number> | undefined {
  const pairs = list(flagString(flags, name));
  if (!pairs) return undefined;
  return Object.fromEntries(
    pairs.map((pair) => {
      const [key, value] = pair.split('=');
      const rate = Number(value);
      if (!key || value === undefined || !Number.isFinite(rate))
        throw new UsageError(`--${name}: expected TYPE=rate pairs, got ${pair}`);
      return [key.trim().toUpperCase(), rate];
    }),
  );
}

/** the goods' names: --name (English) and --bn/--cn/--ja/--th/--vi */
function namesFlags(flags: Flags, requireEnglish: boolean) {
  const EN = flagString(flags, 'name');
  if (!EN) {
    if (requireEnglish) throw new UsageError('missing --name');
    return undefined;
  }
  return {
    EN,
    BN: flagString(flags, 'bn'),
    CN: flagString(flags, 'cn'),
    JA: flagString(flags, 'ja'),
    TH: flagString(flags, 'th'),
    VI: flagString(flags, 'vi'),
  };
}

const GOODS_COLUMNS = [
  'rewardId',
  'name',
  'status',
  'points',
  'amountRequirement',
  'availableQuantity',
  'quantity',
];

function decision(verb: 'approve' | 'reject'): Command {
  return {
    usage: `points ${verb} <redeemNo> [--remark text]`,
    summary: verb === 'approve' ? 'approve a redeem in process' : 'reject a redeem (points and stock back)',
    run: (c) => {
      const input = {
        merchant: c.merchant,
        redeemNo: required(c.args[0], 'redeemNo'),
        remark: flagString(c.flags, 'remark'),
      };
      return verb === 'approve'
        ? c.client.points.approveRedeem.mutate(input)
        : c.client.points.rejectRedeem.mutate(input);
    },
  };
}

export const pointsCommands: Record<string, Record<string, Command>> = {
  points: {
    settings: {
      usage: 'points settings',
      summary: 'rates per category and the conversion into money',
      run: (c) => c.client.points.settings.query({ merchant: c.merchant }),
    },
    set: {
      usage:
        'points set [--rates LIVE=0.7,SLOTS=1.2,...] [--convert on|off] [--points-per-unit N] [--min-convert N]',
      summary: 'change the rates (LIVE, SPORTS, FISHING, SLOTS, PVP) or the conversion',
      run: (c) =>
        c.client.points.setSettings.mutate({
          merchant: c.merchant,
          rates: ratesFlag(c.flags, 'rates') as Partial<Record<PointCategory, number>> | undefined,
          conversionEnabled: flagBoolean(c.flags, 'convert'),
          pointsPerUnit: flagNumber(c.flags, 'points-per-unit'),
          minConvertPoints: flagNumber(c.flags, 'min-convert'),
        }),
    },
    goods: {
      usage: 'points goods',
      summary: 'the goods of the mall, closed ones too',
      columns: GOODS_COLUMNS,
      run: async (c) =>
        (await c.client.points.goods.query({ merchant: c.merchant, includeClosed: true })).map((g) => ({
          ...g,
          name: g.names.EN,
        })),
    },
    'add-goods': {
      usage:
        'points add-goods --name <English> [--bn ..] [--cn ..] [--ja ..] [--th ..] [--vi ..] --points N --stock N [--amount N] [--image URL]',
      summary: 'put new goods in the mall',
      run: (c) =>
        c.client.points.createGoods.mutate({
          merchant: c.merchant,
          names: namesFlags(c.flags, true)!,
          points: Number(required(flagString(c.flags, 'points'), '--points')),
          stock: Number(required(flagString(c.flags, 'stock'), '--stock')),
          amountRequirement: flagNumber(c.flags, 'amount') ?? 0,
          imageUrl: flagString(c.flags, 'image'),
        }),
    },
    'edit-goods': {
      usage:
        'points edit-goods <rewardId> [--points N] [--stock N] [--amount N] [--closed on|off] [--name ..]',
      summary: 'change goods; --stock sets what is left, --closed on takes them out of the mall',
      run: (c) =>
        c.client.points.updateGoods.mutate({
          merchant: c.merchant,
          rewardId: Number(required(c.args[0], 'rewardId')),
          names: namesFlags(c.flags, false),
          points: flagNumber(c.flags, 'points'),
          stock: flagNumber(c.flags, 'stock'),
          amountRequirement: flagNumber(c.flags, 'amount'),
          closed: flagBoolean(c.flags, 'closed'),
        }),
    },
    redeems: {
      usage: 'points redeems [--user U] [--status IN_PROCESS|APPROVED|REJECTED] [--limit N]',
      summary: 'redeems, newest first',
      columns: ['redeemNo', 'username', 'rewardName', 'quantity', 'points', 'status'],
      run: (c) =>
        c.client.points.redeems.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          status: flagString(c.flags, 'status') as 'IN_PROCESS' | undefined,
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
    approve: decision('approve'),
    reject: decision('reject'),
    grant: {
      usage: 'points grant <username> <points> [--remark text] [--key K]',
      summary: 'grant points (negative takes them back, never below zero)',
      run: (c) =>
        c.client.points.grant.mutate({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          points: Number(required(c.args[1], 'points')),
          remark: flagString(c.flags, 'remark') ?? 'granted by the back office',
          idempotencyKey: flagString(c.flags, 'key'),
        }),
    },
    show: {
      usage: 'points show <username> [--limit N]',
      summary: "a member's points balance and latest points record",
      run: (c) =>
        c.client.points.member.query({
          merchant: c.merchant,
          username: required(c.args[0], 'username'),
          limit: flagNumber(c.flags, 'limit') ?? 20,
        }),
    },
  },
  cashback: {
    module: {
      usage: 'cashback module on|off',
      summary: 'switch cashback (the MANPLAYREB3 module) on or off',
      run: (c) =>
        c.client.flags.set.mutate({
          merchant: c.merchant,
          modId: 'MANPLAYREB3',
          enabled: onOff(c.args[0], 'cashback module'),
        }),
    },
    settings: {
      usage: 'cashback settings',
      summary: 'rates per product type, period and least claim',
      run: (c) => c.client.rebate.settings.query({ merchant: c.merchant }),
    },
    set: {
      usage:
        'cashback set [--rates RNG=0.8,LIVE=0.5,...] [--period DAILY|WEEKLY|SEMIMONTHLY|MONTHLY] [--min-claim N]',
      summary: 'change the cashback settings (a rate of 0 takes a product type out)',
      run: (c) =>
        c.client.rebate.setSettings.mutate({
          merchant: c.merchant,
          rates: ratesFlag(c.flags, 'rates') as Partial<Record<GameType, number>> | undefined,
          period: flagString(c.flags, 'period') as 'DAILY' | undefined,
          minClaimAmount: flagNumber(c.flags, 'min-claim'),
        }),
    },
    claims: {
      usage: 'cashback claims [--user U] [--limit N]',
      summary: 'cashback claims, newest first',
      columns: ['referenceNo', 'username', 'amount', 'totalValidBet', 'betCount'],
      run: (c) =>
        c.client.rebate.claims.query({
          merchant: c.merchant,
          username: flagString(c.flags, 'user'),
          limit: flagNumber(c.flags, 'limit') ?? 50,
        }),
    },
  },
};
