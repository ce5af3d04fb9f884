// GCSGAME_getGameMatchV2 (endpoint-registry.md B game.getGameMatchV2; no verb given: GET and POST alike):
// the matches of a sports or e-sports game by nodeId or gameCode, with their status on the simulated
// clock (domain/catalogue/game-matches.ts). Public, as the catalogue's game list is.
// LIMITATIONS: the shape was never seen (designed after the game list's); matches are a rolling schedule
// drawn from the game and the clock, not stored: the back office cannot add or close one, and no bet is
// placed on a match (a sports game is played through its launch, as every game is).
import { ok } from '@sim/shared/envelope';
import { gameMatchListSchema, gameMatchQuerySchema } from '@sim/shared/relay/game-matches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameMatches } from '../../domain/catalogue/game-matches.ts';
import { envelope } from '../../foundation/envelope.ts';

const schema = {
  tags: ['relay: games'],
  summary: 'Matches of a sports or e-sports game: the last 6 hours and the next 24 on the simulated clock',
  response: envelope(gameMatchListSchema),
};

const gameMatchRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCSGAME_getGameMatchV2',
    { schema: { ...schema, querystring: gameMatchQuerySchema } },
    async (request) => ok(await gameMatches(app.sim.db, request.query, app.sim.clock.now())),
  );
  app.post(
    '/GCSGAME_getGameMatchV2',
    { schema: { ...schema, body: gameMatchQuerySchema } },
    async (request) => ok(await gameMatches(app.sim.db, request.body, app.sim.clock.now())),
  );
};

export default gameMatchRelay;
