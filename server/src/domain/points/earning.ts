// Points from valid bets: a settled round earns its stake times its category's rate (platform-spec.md
// 9), once, under `round/<roundId>/points`, in the transaction that settles it. Game types without a
// category (lotteries, cockfight, mini games) earn nothing.
import { toMajor } from '@sim/shared/money';
import type { GameType } from '@sim/shared/relay/gcsgame';
import { POINT_CATEGORY_OF } from '@sim/shared/relay/mcs2';
import type { Tx } from '../../db/client.ts';
import { postPoints } from './point-book.ts';
import { pointSettings } from './settings.ts';

export interface SettledRound {
  roundId: string;
  merchantCode: string;
  memberId: number;
  gameType: string;
  vendorCode: string;
  stakeMinor: bigint;
}

/** Points in hundredths for a stake in minor units at a rate with 2 decimals, rounded down. */
export const earnedCenti = (stakeMinor: bigint, rate: number): bigint =>
  (stakeMinor * BigInt(Math.round(rate * 100))) / 100n;

export async function earnRoundPoints(tx: Tx, round: SettledRound, at: Date): Promise<void> {
  const category = POINT_CATEGORY_OF[round.gameType as GameType];
  if (!category) return;
  const rate = (await pointSettings(tx, round.merchantCode)).rates[category];
  const changeCenti = earnedCenti(round.stakeMinor, rate);
  if (changeCenti <= 0n) return;
  await postPoints(tx, {
    merchantCode: round.merchantCode,
    memberId: round.memberId,
    idempotencyKey: `round/${round.roundId}/points`,
    type: 'EARN',
    changeCenti,
    remark: `${round.vendorCode} ${category}: valid bet ${toMajor(round.stakeMinor)} x ${rate}`,
    postedAt: at,
  });
}
