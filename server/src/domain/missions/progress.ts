// A member's progress in a mission, read from what happened (never stored): stakes of settled rounds
// placed in the window, approved deposits applied in it, settled rounds, or days with a heartbeat. The
// window runs from the mission's start (or the member's last reset) to now or the mission's end.
import type { Db } from '../../db/client.ts';
import type { Mission } from '../../generated/prisma/client.ts';
import { countsUntil, gameTypeOf, kindOf } from './definitions.ts';
import { memberProgress, missionReset } from './queries.ts';

export interface Window {
  since: Date;
  until: Date;
}

type MissionFacts = Pick<Mission, 'kind' | 'gameType' | 'merchantCode'>;

/** One member's value in the window (minor units or a count): one plain read (queries.ts). */
export function progressIn(db: Db, mission: MissionFacts, memberId: number, { since, until }: Window) {
  const { merchantCode } = mission;
  return memberProgress(db, kindOf(mission), {
    merchantCode,
    memberId,
    gameType: gameTypeOf(mission),
    since,
    until,
  });
}

/** Every member's value in the window (members with none are left out), for the leaderboard. */
export async function valuesIn(
  db: Db,
  mission: MissionFacts,
  { since, until }: Window,
  memberId?: number,
): Promise<Map<number, bigint>> {
  const gameType = gameTypeOf(mission) ?? undefined;
  const merchantCode = mission.merchantCode;
  switch (kindOf(mission)) {
    case 'VALID_BET': {
      const rows = await db.gameRound.groupBy({
        by: ['memberId'],
        where: { merchantCode, memberId, status: 'SETTLED', gameType, placedAt: { gte: since, lte: until } },
        _sum: { stakeMinor: true },
      });
      return new Map(rows.map((row) => [row.memberId, row._sum.stakeMinor ?? 0n]));
    }
    case 'ROUNDS': {
      const rows = await db.gameRound.groupBy({
        by: ['memberId'],
        where: { merchantCode, memberId, status: 'SETTLED', gameType, placedAt: { gte: since, lte: until } },
        _count: { _all: true },
      });
      return new Map(rows.map((row) => [row.memberId, BigInt(row._count._all)]));
    }
    case 'DEPOSIT': {
      const rows = await db.moneyOrder.groupBy({
        by: ['memberId'],
        where: {
          merchantCode,
          memberId,
          type: 'DEPOSIT',
          status: 'APPROVED',
          appliedAt: { gte: since, lte: until },
        },
        _sum: { amountMinor: true },
      });
      return new Map(rows.map((row) => [row.memberId, row._sum.amountMinor ?? 0n]));
    }
    case 'ACTIVE_DAYS': {
      const rows = await db.missionHeartbeat.groupBy({
        by: ['memberId'],
        where: { memberId, member: { merchantCode }, at: { gte: since, lte: until } },
        _count: { _all: true },
      });
      return new Map(rows.map((row) => [row.memberId, BigInt(row._count._all)]));
    }
  }
}

/** The window and generation given the operator's last reset of the member, if any. */
export function windowOf(
  mission: Pick<Mission, 'startsAt' | 'endsAt'>,
  reset: { since: Date; generation: number } | undefined,
  now: Date,
) {
  const since = reset && reset.since > mission.startsAt ? reset.since : mission.startsAt;
  return { since, until: countsUntil(mission, now), generation: reset?.generation ?? 0 };
}

/** The member's window and generation: from the mission's start, or from the operator's last reset. */
export async function memberWindow(db: Db, mission: Mission, memberId: number, now: Date) {
  return windowOf(mission, await missionReset(db, mission.id, memberId), now);
}
