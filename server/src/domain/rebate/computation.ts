// What the member's valid bets of a period are worth in cashback: each settled round not yet rebated,
// at its product type's rate, rounded down to the minor unit per bet; grouped by product type.

import type { RebateSettings } from '@sim/shared/admin/rebate';
import { toMajor } from '@sim/shared/money';
import type { GameType } from '@sim/shared/relay/gcsgame';
import type { RebateItem } from '@sim/shared/relay/rebate';
import type { Db, Tx } from '../../db/client.ts';

export interface RebatedBet {
  roundId: string;
  rebateMinor: bigint;
}

export interface Computation {
  items: RebateItem[];
  bets: RebatedBet[];
  totalMinor: bigint;
  validBetMinor: bigint;
}

/** A stake in minor units at a percentage with 2 decimals, rounded down. */
export const rebateMinorOf = (stakeMinor: bigint, percent: number): bigint =>
  (stakeMinor * BigInt(Math.round(percent * 100))) / 10_000n;

/** The member's settled rounds of [start, end) that no claim has taken yet. */
export const unrebatedRounds = (db: Db | Tx, memberId: number, start: Date, end: Date) =>
  db.gameRound.findMany({
    where: { memberId, status: 'SETTLED', settledAt: { gte: start, lt: end }, rebate: { is: null } },
    select: { roundId: true, gameType: true, stakeMinor: true },
    orderBy: { settledAt: 'asc' },
  });

type Round = Awaited<ReturnType<typeof unrebatedRounds>>[number];

export function computeRebate(rounds: Round[], rates: RebateSettings['rates']): Computation {
  const byType = new Map<GameType, { rate: number; betCount: number; validBet: bigint; rebate: bigint }>();
  const bets: RebatedBet[] = [];
  for (const round of rounds) {
    const type = round.gameType as GameType;
    const rate = rates[type];
    if (!rate) continue;
    const rebateMinor = rebateMinorOf(round.stakeMinor, rate);
    bets.push({ roundId: round.roundId, rebateMinor });
    const item = byType.get(type) ?? { rate, betCount: 0, validBet: 0n, rebate: 0n };
    item.betCount += 1;
    item.validBet += round.stakeMinor;
    item.rebate += rebateMinor;
    byType.set(type, item);
  }
  const items = [...byType].map(([productType, item]) => ({
    productType,
    rate: item.rate,
    betCount: item.betCount,
    validBet: toMajor(item.validBet),
    rebate: toMajor(item.rebate),
  }));
  const sum = (pick: (v: { validBet: bigint; rebate: bigint }) => bigint) =>
    [...byType.values()].reduce((total, item) => total + pick(item), 0n);
  return { items, bets, totalMinor: sum((i) => i.rebate), validBetMinor: sum((i) => i.validBet) };
}
