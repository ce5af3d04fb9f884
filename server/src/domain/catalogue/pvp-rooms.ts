// GLS2_roomList: the PVP rooms (tables), one per PVP game and stake level.
import { toMajor } from '@sim/shared/money';
import type { PvpRoom } from '@sim/shared/relay/gls2';
import type { Db } from '../../db/client.ts';
import { gameIconUrl } from './game-item.ts';

/** Stake levels: a room's minimum bet is the game's times the level's multiple. */
const LEVELS = [
  ['Beginner', 1],
  ['Regular', 10],
  ['VIP', 100],
] as const;
const MAX_PLAYERS = 6;
const MAX_GAMES = 50;

export interface RoomFilter {
  vassalage?: string;
  nodeId?: number;
}

export async function pvpRooms(db: Db, filter: RoomFilter): Promise<PvpRoom[]> {
  const games = await db.game.findMany({
    where: {
      gameType: 'PVP',
      parentId: null,
      kind: 'GAME',
      ...(filter.vassalage ? { vendorCode: filter.vassalage } : {}),
      ...(filter.nodeId ? { id: filter.nodeId } : {}),
    },
    orderBy: { id: 'asc' },
    take: MAX_GAMES,
  });
  return games.flatMap((game) =>
    LEVELS.map(([level, multiple], index) => ({
      roomId: `${game.id}-${index + 1}`,
      nodeId: game.id,
      vassalage: game.vendorCode,
      gameName: game.name,
      roomName: `${game.name} · ${level}`,
      minBet: toMajor(game.minBetMinor) * multiple,
      // nobody else really sits there: a stable made-up count per room
      players: (game.id * (index + 3)) % MAX_PLAYERS,
      maxPlayers: MAX_PLAYERS,
      icon: gameIconUrl(game.vendorCode, game.code),
    })),
  );
}
