// The winners board and rank list: big wins read from settled game rounds of real accounts — at least
// WINNER_MIN_MULTIPLE times the stake, or WINNER_MIN_AMOUNT whatever the stake. Nothing is stored: a
// round is a big win as soon as it settles.

import { TRIAL_TYPE } from '@sim/shared/member-types';
import { toMajor, toMinor } from '@sim/shared/money';
import {
  type RankList,
  WINNER_MIN_AMOUNT,
  WINNER_MIN_MULTIPLE,
  type Winner,
  type WinnerBoard,
} from '@sim/shared/relay/winners';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { maskUsername } from './mask.ts';

interface BigWinQuery {
  merchantCode: string;
  currency: string;
  gameType?: string;
  limit: number;
  order: 'latest' | 'biggest';
}

/** The ids of the big wins, in the order asked (the multiple is a comparison of two columns). */
async function bigWinIds(db: Db, query: BigWinQuery): Promise<string[]> {
  const byType = query.gameType ? Prisma.sql`AND r."gameType" = ${query.gameType}` : Prisma.empty;
  const order =
    query.order === 'latest'
      ? Prisma.sql`r."settledAt" DESC, r."roundId"`
      : Prisma.sql`r."winMinor" DESC, r."settledAt" DESC`;
  const rows = await db.$queryRaw<{ roundId: string }[]>`
    SELECT r."roundId" FROM "GameRound" r JOIN "Member" m ON m."id" = r."memberId"
    WHERE r."merchantCode" = ${query.merchantCode} AND r."status" = 'SETTLED' AND r."winMinor" > 0
      AND (r."winMinor" >= r."stakeMinor" * ${WINNER_MIN_MULTIPLE} OR r."winMinor" >= ${toMinor(WINNER_MIN_AMOUNT)})
      AND m."type" <> ${TRIAL_TYPE} ${byType}
    ORDER BY ${order} LIMIT ${query.limit}`;
  return rows.map((row) => row.roundId);
}

async function bigWins(db: Db, query: BigWinQuery): Promise<Winner[]> {
  const ids = await bigWinIds(db, query);
  const rounds = await db.gameRound.findMany({
    where: { roundId: { in: ids } },
    include: { member: { select: { username: true } }, game: { select: { name: true } } },
  });
  const byId = new Map(rounds.map((round) => [round.roundId, round]));
  return ids.flatMap((id) => {
    const round = byId.get(id);
    if (!round) return [];
    const winAmount = toMajor(round.winMinor);
    const betAmount = toMajor(round.stakeMinor);
    return [
      {
        username: maskUsername(round.member.username),
        winAmount,
        betAmount,
        multiple: Math.round((winAmount / betAmount) * 100) / 100,
        gameName: round.game.name,
        nodeId: round.gameId,
        vendor: round.vendorCode,
        gameType: round.gameType,
        currency: query.currency,
        winTime: (round.settledAt ?? round.placedAt).getTime(),
      },
    ];
  });
}

/** ODSFE2_getWinnerBoard: the latest big wins. */
export async function winnerBoard(
  db: Db,
  merchant: { code: string; currency: string },
  query: { limitNum: number; gameType?: string },
): Promise<WinnerBoard> {
  const list = await bigWins(db, {
    merchantCode: merchant.code,
    currency: merchant.currency,
    gameType: query.gameType,
    limit: query.limitNum,
    order: 'latest',
  });
  return { list: list.map((vo) => ({ vo })) };
}

/** GCSGAME_getRankList: the biggest wins of a game category (all categories without one). */
export async function rankList(
  db: Db,
  merchant: { code: string; currency: string },
  query: { gameCategory?: string; limitNum: number },
): Promise<RankList> {
  const list = await bigWins(db, {
    merchantCode: merchant.code,
    currency: merchant.currency,
    gameType: query.gameCategory,
    limit: query.limitNum,
    order: 'biggest',
  });
  return { list: list.map((winner, index) => ({ ...winner, rank: index + 1 })) };
}
