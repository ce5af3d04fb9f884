// GLS2_roomList: the PVP rooms (tables) open to the logged-in member, one per PVP game and stake.
// LIMITATIONS: players at a table are simulated numbers, nobody else really sits there.
import { ok } from '@sim/shared/envelope';
import { roomListQuerySchema, roomListSchema } from '@sim/shared/relay/gls2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pvpRooms } from '../../domain/catalogue/pvp-rooms.ts';
import { envelope } from '../../foundation/envelope.ts';

const roomList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GLS2_roomList',
    {
      // the rooms are the catalogue's PVP games (the players a stable made-up count): the same for every
      // member, kept per member only because a token call's answer is the member's
      config: { auth: 'member', cache: { varies: ['member', 'query'], topics: ['catalogue'] } },
      schema: {
        tags: ['relay: play'],
        summary: 'PVP rooms',
        querystring: roomListQuerySchema,
        response: envelope(roomListSchema),
      },
    },
    async (request) => ok(await pvpRooms(app.sim.db, request.query)),
  );
};

export default roomList;
