// What a member's redeem is measured against: the points they hold and their valid bets in all (the
// stakes of settled rounds), against each goods' points and amount requirements.
import type { Db, Tx } from '../../db/client.ts';
import type { MemberStanding } from './goods.ts';
import { pointBalanceCenti } from './point-book.ts';

export async function validBetMinor(db: Db | Tx, memberId: number): Promise<bigint> {
  const sum = await db.gameRound.aggregate({
    where: { memberId, status: 'SETTLED' },
    _sum: { stakeMinor: true },
  });
  return sum._sum.stakeMinor ?? 0n;
}

export async function memberStanding(db: Db | Tx, memberId: number): Promise<MemberStanding> {
  const [balanceCenti, bets] = await Promise.all([
    pointBalanceCenti(db, memberId),
    validBetMinor(db, memberId),
  ]);
  return { balanceCenti, validBetMinor: bets };
}
