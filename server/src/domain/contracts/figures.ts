// What a contract's team did in each of a run of periods, from the settled rounds (lottery bets are
// rounds too): active members (distinct members with a valid bet), valid bet, and profit and loss
// (win minus stake, the members' side). Counted from the contract's start to its end, if it ended.
import type { Db } from '../../db/client.ts';
import type { Window } from './periods.ts';
import { teamMemberIds } from './team-access.ts';
import type { PeriodFigures } from './tiers.ts';

/** The index of the window holding `at` (windows are contiguous and in order), or -1. */
function windowIndex(windows: Window[], at: Date): number {
  let low = 0;
  let high = windows.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const window = windows[middle] as Window;
    if (at < window.start) high = middle - 1;
    else if (at >= window.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

export async function teamFigures(
  db: Db,
  agentId: number,
  windows: Window[],
  from: Date,
  until: Date | null,
): Promise<PeriodFigures[]> {
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return [];
  const start = first.start > from ? first.start : from;
  const end = until && until < last.end ? until : last.end;
  const team = await teamMemberIds(db, agentId);
  const rounds = await db.gameRound.findMany({
    where: { memberId: { in: team }, status: 'SETTLED', settledAt: { gte: start, lt: end } },
    select: { memberId: true, stakeMinor: true, winMinor: true, settledAt: true },
  });
  const buckets = windows.map(() => ({ members: new Set<number>(), validBet: 0n, profitLoss: 0n }));
  for (const round of rounds) {
    const at = round.settledAt as Date;
    const bucket = buckets[windowIndex(windows, at)];
    if (!bucket) continue;
    bucket.members.add(round.memberId);
    bucket.validBet += round.stakeMinor;
    bucket.profitLoss += round.winMinor - round.stakeMinor;
  }
  return buckets.map((bucket) => ({
    activeMembers: bucket.members.size,
    validBetMinor: bucket.validBet,
    profitLossMinor: bucket.profitLoss,
  }));
}
