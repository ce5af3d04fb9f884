// The lotteries of the catalogue (LOTT and ELOTT games), by prize mode or by id or code, and what the
// gateway says about each: its family, draw schedule and plays.
import { playsOf } from '@sim/shared/lgw/plays';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { familyOf, type LotteryGame, scheduleOf } from './draws.ts';

export type CatalogueLottery = LotteryGame & { vendorName: string };

/** Prize modes of the spec (section 9) and the game types each lists. */
export const PRIZE_MODE_TYPES: Record<string, string[]> = {
  LOTT: ['LOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['ELOTT'],
  ZY: ['LOTT', 'ELOTT'],
};
const LOTTERY_TYPES = PRIZE_MODE_TYPES.ZY!;

const gameSelect = {
  id: true,
  code: true,
  name: true,
  vendorCode: true,
  gameType: true,
  vendor: { select: { name: true } },
} as const satisfies Prisma.GameSelect;

const toLottery = (g: { vendor: { name: string } } & LotteryGame): CatalogueLottery => ({
  id: g.id,
  code: g.code,
  name: g.name,
  vendorCode: g.vendorCode,
  gameType: g.gameType,
  vendorName: g.vendor.name,
});

export async function lotteryGames(db: Db, prizeMode: string | undefined): Promise<CatalogueLottery[]> {
  const mode = (prizeMode ?? 'ZY').toUpperCase();
  const types = PRIZE_MODE_TYPES[mode] ?? LOTTERY_TYPES;
  const rows = await db.game.findMany({
    where: { gameType: { in: types }, kind: 'GAME', ...(mode === 'SEA' ? { vendorCode: 'TCG_SEA' } : {}) },
    select: gameSelect,
    orderBy: [{ vendorCode: 'asc' }, { sortOrder: 'asc' }],
  });
  return rows.map(toLottery);
}

/** The lottery a call names by id (node id) or code; lottery.game.not.found for anything else. */
export async function findLottery(
  db: Db,
  ref: { gameId?: number | undefined; gameCode?: string | undefined },
): Promise<CatalogueLottery> {
  const row =
    ref.gameId !== undefined || ref.gameCode !== undefined
      ? await db.game.findFirst({
          where: {
            ...(ref.gameId !== undefined ? { id: ref.gameId } : {}),
            ...(ref.gameCode !== undefined ? { code: ref.gameCode } : {}),
            gameType: { in: LOTTERY_TYPES },
            kind: 'GAME',
          },
          select: gameSelect,
        })
      : null;
  if (!row) throw PlatformError.of('lotteryGameNotFound');
  return toLottery(row);
}

/** A lottery as GET /lgw/games lists it. */
export function lotteryView(game: CatalogueLottery) {
  const family = familyOf(game);
  const schedule = scheduleOf(game);
  return {
    gameCode: game.code,
    gameName: game.name,
    nodeId: game.id,
    gameId: game.id,
    vassalage: game.vendorCode,
    gameType: game.gameType,
    family,
    drawIntervalSeconds: schedule.intervalMs / 1000,
    closeBeforeSeconds: schedule.closeBeforeMs / 1000,
    playIds: playsOf(family).map((p) => p.playId),
  };
}
