// The winners board and rank list: big wins read from settled game rounds of real accounts — at least
// WINNER_MIN_MULTIPLE times the stake, or WINNER_MIN_AMOUNT whatever the stake. Nothing is stored: a
// round is a big win as soon as it settles.

import { toMajor } from '@sim/shared/money';
import type { RankList, Winner, WinnerBoard } from '@sim/shared/relay/winners';
import type { Db } from '../../db/client.ts';
import { maskUsername } from './mask.ts';
import { type BigWinQuery, bigWinRows } from './queries.ts';

/**
 * The board's and the rank list's cached answer (gateway/answer-cache.ts): made of settled big wins
 * ('winners', moved by the settlement of each one, big-win.ts), game names ('catalogue') and the
 * merchant's currency ('merchants'); no time window and no text in a language, so neither varies.
 */
export const BIG_WINS_ANSWER = {
  varies: ['merchant', 'query'],
  topics: ['winners', 'catalogue', 'merchants'],
} as const;

/** The big wins as the board and the rank list show them. */
async function bigWins(db: Db, query: BigWinQuery & { currency: string }): Promise<Winner[]> {
  const rounds = await bigWinRows(db, query);
  return rounds.map((round) => {
    const winAmount = toMajor(round.winMinor);
    const betAmount = toMajor(round.stakeMinor);
    return {
      username: maskUsername(round.username),
      winAmount,
      betAmount,
      multiple: Math.round((winAmount / betAmount) * 100) / 100,
      gameName: round.gameName,
      nodeId: round.gameId,
      vendor: round.vendorCode,
      gameType: round.gameType,
      currency: query.currency,
      winTime: round.wonAt.getTime(),
    };
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
