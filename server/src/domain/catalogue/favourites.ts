// Favourite and recent games of a member (MCSFE_*Favorite*, GCS_recentGame).
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { toGameItem } from './game-item.ts';
import { favouriteCount, favouriteGameIds, favouriteGamesPage, recentGameRows } from './queries.ts';

const RECENT_LIMIT = 30;

export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  return (await favouriteGameIds(db, memberId)).map(String);
}

export async function favouriteList(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const [total, games] = await Promise.all([
    favouriteCount(db, memberId),
    favouriteGamesPage(db, memberId, (pageNo - 1) * pageSize, pageSize),
  ]);
  return {
    content: games.map(toGameItem),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

async function requireGame(db: Db, gameId: number) {
  const game = await db.game.findUnique({ where: { id: gameId }, select: { id: true } });
  if (!game) throw PlatformError.of('gameNotFound', { message: `No such game ${gameId}` });
}

export async function addFavourite(db: Db, memberId: number, gameId: number): Promise<null> {
  await requireGame(db, gameId);
  await db.favoriteGame.upsert({
    where: { memberId_gameId: { memberId, gameId } },
    create: { memberId, gameId },
    update: {},
  });
  return null;
}

export async function removeFavourite(db: Db, memberId: number, gameId: number): Promise<null> {
  await db.favoriteGame.deleteMany({ where: { memberId, gameId } });
  return null;
}

export async function recordRecent(db: Db, memberId: number, gameId: number, at: Date): Promise<void> {
  await db.recentGame.upsert({
    where: { memberId_gameId: { memberId, gameId } },
    create: { memberId, gameId, lastPlayedAt: at },
    update: { lastPlayedAt: at },
  });
}

export async function recentGames(db: Db, memberId: number) {
  return (await recentGameRows(db, memberId, RECENT_LIMIT)).map(toGameItem);
}
