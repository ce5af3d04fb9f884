// Favourite and recent games of a member (MCSFE_*Favorite*, GCS_recentGame).
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../platform/errors.ts';
import { gameRowSelect, toGameItem } from './game-item.ts';

const RECENT_LIMIT = 30;

export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.favoriteGame.findMany({
    where: { memberId },
    orderBy: { createdAt: 'desc' },
    select: { gameId: true },
  });
  return rows.map((r) => String(r.gameId));
}

export async function favouriteList(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const [total, favourites] = await Promise.all([
    db.favoriteGame.count({ where: { memberId } }),
    db.favoriteGame.findMany({
      where: { memberId },
      orderBy: { createdAt: 'desc' },
      skip: (pageNo - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  const games = await db.game.findMany({
    where: { id: { in: favourites.map((f) => f.gameId) } },
    select: gameRowSelect,
  });
  const byId = new Map(games.map((g) => [g.id, g]));
  return {
    content: favourites.flatMap((f) => (byId.has(f.gameId) ? [toGameItem(byId.get(f.gameId)!)] : [])),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

async function requireGame(db: Db, gameId: number) {
  const game = await db.game.findUnique({ where: { id: gameId }, select: { id: true } });
  if (!game) throw PlatformError.of('requestParamError', { message: `Unknown game ${gameId}` });
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
  const recent = await db.recentGame.findMany({
    where: { memberId },
    orderBy: { lastPlayedAt: 'desc' },
    take: RECENT_LIMIT,
  });
  const games = await db.game.findMany({
    where: { id: { in: recent.map((r) => r.gameId) } },
    select: gameRowSelect,
  });
  const byId = new Map(games.map((g) => [g.id, g]));
  return recent.flatMap((r) => (byId.has(r.gameId) ? [toGameItem(byId.get(r.gameId)!)] : []));
}
