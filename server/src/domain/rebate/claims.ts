// Cashback (the manual rebate, MANPLAYREB3): the member sees what the period's unrebated bets are
// worth and claims it all at once. The claim is a REBATE order paid from the merchant's REBATE house
// account into the main wallet, with one RebateBet per round (its primary key makes each bet
// claimable once), in one transaction. A retry with the same requestId answers the first claim.
import { randomUUID } from 'node:crypto';
import { toMajor } from '@sim/shared/money';
import type { ClaimRebateResult, RebateClaim, RebateItem, RebateSummary } from '@sim/shared/relay/rebate';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Db, Tx } from '../../db/client.ts';
import { retryOnDuplicate } from '../../db/retry-on-duplicate.ts';
import type { SimClock } from '../../foundation/clock.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { RebateClaim as RebateClaimRow } from '../../generated/prisma/client.ts';
import { memberRates } from '../agents/rebate-rates.ts';
import { bookCredit } from '../cashier/adjustments.ts';
import { memberWalletCode } from '../wallet/ledger.ts';
import { computeRebate, unrebatedRounds } from './computation.ts';
import { periodWindow } from './period.ts';
import { rebateSettings } from './settings.ts';

export interface RebateDeps {
  db: Db;
  clock: SimClock;
}

export function toWireClaim(claim: RebateClaimRow): RebateClaim {
  return {
    referenceNo: claim.referenceNo,
    amount: toMajor(claim.amountMinor),
    totalValidBet: toMajor(claim.validBetMinor),
    betCount: claim.betCount,
    items: claim.items as RebateItem[],
    periodStart: claim.periodStart.getTime(),
    claimTime: claim.claimedAt.getTime(),
  };
}

async function periodComputation(db: Db | Tx, merchantCode: string, memberId: number, now: Date) {
  const settings = await rebateSettings(db, merchantCode);
  const window = periodWindow(settings.period, now);
  const rounds = await unrebatedRounds(db, memberId, window.start, window.end);
  // an agent may have set this member's rates below the merchant's (domain/agents/rebate-rates.ts)
  const rates = await memberRates(db, memberId, settings.rates);
  return { settings, window, computation: computeRebate(rounds, rates) };
}

export async function rebateSummary(
  deps: RebateDeps,
  merchantCode: string,
  memberId: number,
): Promise<RebateSummary> {
  const { settings, window, computation } = await periodComputation(
    deps.db,
    merchantCode,
    memberId,
    deps.clock.now(),
  );
  const totalRebate = toMajor(computation.totalMinor);
  return {
    period: settings.period,
    periodStart: window.start.getTime(),
    periodEnd: window.end.getTime(),
    items: computation.items,
    totalValidBet: toMajor(computation.validBetMinor),
    totalRebate,
    minClaimAmount: settings.minClaimAmount,
    claimable: computation.totalMinor > 0n && totalRebate >= settings.minClaimAmount,
  };
}

/** The claim a requestId already made, if it made one. */
async function replayOf(tx: Tx, memberId: number, requestId: string) {
  const order = await tx.moneyOrder.findUnique({ where: { memberId_requestId: { memberId, requestId } } });
  if (!order) return null;
  if (order.type !== 'REBATE') throw PlatformError.of('requestIdConflict');
  return tx.rebateClaim.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } });
}

async function mainBalance(tx: Tx, memberId: number) {
  const main = await tx.walletAccount.findUnique({
    where: { code: memberWalletCode(memberId, MAIN_WALLET) },
  });
  return toMajor(main?.balanceMinor ?? 0n);
}

export function claimRebate(
  deps: RebateDeps,
  merchantCode: string,
  memberId: number,
  requestId: string | undefined,
): Promise<ClaimRebateResult> {
  const key = requestId ?? randomUUID();
  return retryOnDuplicate(() =>
    deps.db.$transaction(async (tx) => {
      const replay = await replayOf(tx, memberId, key);
      if (replay)
        return { claim: toWireClaim(replay), balance: await mainBalance(tx, memberId), replayed: true };
      const now = deps.clock.now();
      const { settings, window, computation } = await periodComputation(tx, merchantCode, memberId, now);
      if (computation.totalMinor <= 0n) throw PlatformError.of('rebateNothingToClaim');
      if (toMajor(computation.totalMinor) < settings.minClaimAmount)
        throw PlatformError.of('rebateBelowMinimum');
      const { order } = await bookCredit(
        tx,
        'REBATE',
        {
          merchantCode,
          memberId,
          amountMinor: computation.totalMinor,
          reason: `Cashback: ${computation.bets.length} bets`,
          requestId: key,
        },
        now,
        async (placed) => {
          await tx.rebateClaim.create({
            data: {
              referenceNo: placed.referenceNo,
              merchantCode,
              memberId,
              amountMinor: computation.totalMinor,
              validBetMinor: computation.validBetMinor,
              betCount: computation.bets.length,
              items: computation.items,
              periodStart: window.start,
              claimedAt: now,
            },
          });
          await tx.rebateBet.createMany({
            data: computation.bets.map((bet) => ({ ...bet, referenceNo: placed.referenceNo })),
          });
        },
      );
      const claim = await tx.rebateClaim.findUniqueOrThrow({ where: { referenceNo: order.referenceNo } });
      return { claim: toWireClaim(claim), balance: await mainBalance(tx, memberId), replayed: false };
    }),
  );
}

export async function rebateRecord(db: Db, memberId: number, query: { pageNo: number; pageSize: number }) {
  const [total, claims] = await Promise.all([
    db.rebateClaim.count({ where: { memberId } }),
    db.rebateClaim.findMany({
      where: { memberId },
      orderBy: [{ claimedAt: 'desc' }, { createdAt: 'desc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return {
    list: claims.map(toWireClaim),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}
