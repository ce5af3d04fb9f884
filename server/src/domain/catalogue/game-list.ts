// GCSGAME_gameList: every filter of the real relay, paged (pageNo from 1, totalPages, totalCount).
// Listed games are the top level; a VASSALAGE entry's sub-games come with nodeId=<its id>.
import type { GameList, GameListQuery } from '@sim/shared/relay/gcsgame';
import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { gameRowSelect, toGameItem } from './game-item.ts';

function whereOf(query: GameListQuery): Prisma.GameWhereInput {
  return {
    parentId: query.nodeId ?? null,
    ...(query.gameType ? { gameType: { in: query.gameType.split(',') } } : {}),
    ...(query.vassalage ? { vendorCode: { in: query.vassalage.split(',') } } : {}),
    ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
    ...(query.gameName?.trim() ? { name: { contains: query.gameName.trim() } } : {}),
    ...(query.isNew === '1' || query.isNew === 'true' ? { isNew: true } : {}),
    // a game qualifies when a player can play it at that stake and line count
    ...(query.minBet !== undefined ? { minBetMinor: { lte: BigInt(Math.round(query.minBet * 100)) } } : {}),
    ...(query.minLineNum !== undefined ? { minLineNum: { gte: query.minLineNum } } : {}),
    ...(query.platform ? { platform: { contains: query.platform.split(',')[0] } } : {}),
  };
}

export async function listGames(db: Db, query: GameListQuery): Promise<GameList> {
  const where = whereOf(query);
  const [totalCount, rows] = await Promise.all([
    db.game.count({ where }),
    db.game.findMany({
      where,
      select: gameRowSelect,
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return {
    games: rows.map(toGameItem),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
    totalCount,
  };
}
