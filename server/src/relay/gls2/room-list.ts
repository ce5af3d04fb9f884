// GLS2_roomList: the PVP rooms (tables) open to the logged-in member, one per PVP game and stake.
// LIMITATIONS: players at a table are simulated numbers, nobody else really sits there.
import { ok } from '@sim/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pvpRooms } from '../../domain/catalogue/pvp-rooms.ts';
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
    async (request) => ok(await pvpRooms(app.sim.db, request.query)),
  );
};

export default roomList;
