// GLS2_roomList: the PVP rooms (tables) open to the logged-in member, one per PVP game and stake.
// LIMITATIONS: players at a table are simulated numbers, nobody else really sits there.
import { ok } from '@sim/shared/envelope';
import { toMajor } from '@sim/shared/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameIconUrl } from '../../domain/catalogue/game-item.ts';
import { envelope } from '../../platform/envelope.ts';

const roomSchema = z.object({
  roomId: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameName: z.string(),
  roomName: z.string(),
  minBet: z.number(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
  icon: z.string(),
});
const querySchema = z
  .object({ vassalage: z.string().optional(), nodeId: z.coerce.number().int().optional() })
  .loose();
const LEVELS = [
  ['Beginner', 1],
  ['Regular', 10],
  ['VIP', 100],
] as const;

const roomList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GLS2_roomList',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['relay: play'],
        summary: 'PVP rooms',
        querystring: querySchema,
        response: envelope(z.array(roomSchema)),
      },
    },
    async (request) => {
      const games = await app.sim.db.game.findMany({
        where: {
          gameType: 'PVP',
          parentId: null,
          kind: 'GAME',
          ...(request.query.vassalage ? { vendorCode: request.query.vassalage } : {}),
          ...(request.query.nodeId ? { id: request.query.nodeId } : {}),
        },
        orderBy: { id: 'asc' },
        take: 50,
      });
      const rooms = games.flatMap((game) =>
        LEVELS.map(([level, multiple], index) => ({
          roomId: `${game.id}-${index + 1}`,
          nodeId: game.id,
          vassalage: game.vendorCode,
          gameName: game.name,
          roomName: `${game.name} · ${level}`,
          minBet: toMajor(game.minBetMinor) * multiple,
          players: (game.id * (index + 3)) % 6,
          maxPlayers: 6,
          icon: gameIconUrl(game.vendorCode, game.code),
        })),
      );
      return ok(rooms);
    },
  );
};

export default roomList;
