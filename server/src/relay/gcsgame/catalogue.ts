// GCSGAME_* relays: the game list (public, every filter, paged), hot games, vendor lanes and the
// vendor/type map (wire-contract.md 4.8; table B's GLS2_getVassGameType answers the same map).
// LIMITATIONS: game names are not localised (gameName is the English name in every language);
// imgSize/ext/iconType are accepted and ignored (icons are SVG drawn by the simulator).
import { ok } from '@sim/shared/envelope';
import {
  gameListQuerySchema,
  gameListSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  lanesSchema,
  vassGameTypeSchema,
} from '@sim/shared/relay/gcsgame';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameListJson } from '../../domain/catalogue/game-list.ts';
import { envelope } from '../../foundation/envelope.ts';

const tags = ['relay: catalogue'];
/** kept until the catalogue changes (gateway/answer-cache.ts) */
const byQuery = { cache: { varies: ['query'], topics: ['catalogue'] } } as const;
const whole = { cache: { varies: [], topics: ['catalogue'] } } as const;
const HOT_DEFAULT = 20;

const catalogueRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCSGAME_gameList',
    {
      config: byQuery,
      schema: {
        tags,
        summary: 'The game list: filters and paging',
        querystring: gameListQuerySchema,
        response: envelope(gameListSchema),
      },
    },
    // joined from each game's ready JSON (game-list.ts): the bytes the response schema would give
    async (request, reply) => {
      const json = await gameListJson(app.sim.catalogue, request.query);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  const hot = async (count: number | undefined) =>
    ok({ list: await app.sim.catalogue.hotGames(count ?? HOT_DEFAULT) });
  const hotSchema = {
    tags,
    summary: 'Hot games (GET as app A, POST as PX)',
    response: envelope(hotGamesSchema),
  };
  app.get(
    '/GCSGAME_hotGamesV2',
    { config: byQuery, schema: { ...hotSchema, querystring: hotGamesQuerySchema } },
    (request) => hot(request.query.count),
  );
  app.post(
    '/GCSGAME_hotGamesV2',
    { schema: { ...hotSchema, body: hotGamesQuerySchema.optional() } },
    (request) => hot(request.body?.count),
  );

  const lanes = async () => ok({ data: { lanes: (await app.sim.catalogue.get()).lanes } });
  const lanesOptions = {
    config: whole,
    schema: { tags, summary: 'Vendor lanes', response: envelope(lanesSchema) },
  };
  app.get('/GCSGAME_newGameVendor', lanesOptions, lanes);
  app.get('/GCSGAME_gameVendor', lanesOptions, lanes);

  // table B names the same call (game.vassGameType) under GLS2
  for (const name of ['GCSGAME_getVassGameType', 'GLS2_getVassGameType'])
    app.get(
      `/${name}`,
      {
        config: whole,
        schema: { tags, summary: 'Vendors by game type', response: envelope(vassGameTypeSchema) },
      },
      async () => ok({ content: (await app.sim.catalogue.get()).vassGameType }),
    );
};

export default catalogueRelays;
