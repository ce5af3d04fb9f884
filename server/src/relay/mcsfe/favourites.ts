// Favourite games (MCSFE_getFavoriteGames, ...List, addFavoriteGameV2, removeFavoriteGameV2 with
// DELETE) and recent games (GCS_recentGame), all for the logged-in member.
// LIMITATIONS: vendor and gameType of a favourite are accepted and ignored (nodeId decides); recent
// games keep the last few launches, trials not included.
import { noValueSchema, ok } from '@sim/shared/envelope';
import { recentGamesSchema } from '@sim/shared/relay/gcsgame';
import {
  favoriteGameBodySchema,
  favoriteIdsSchema,
  favoriteListQuerySchema,
  favoriteListSchema,
} from '@sim/shared/relay/mcsfe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addFavourite,
  favouriteIds,
  favouriteList,
  recentGames,
  removeFavourite,
} from '../../domain/catalogue/favourites.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['relay: favourites'];
const config = { auth: 'member' } as const;

const favouriteRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getFavoriteGames',
    {
      config,
      schema: {
        tags,
        summary: 'Favourite node ids (strings)',
        response: envelope(favoriteIdsSchema),
      },
    },
    async (request) => ok(await favouriteIds(app.sim.db, memberOf(request).memberId)),
  );

  app.get(
    '/MCSFE_getFavoriteGamesList',
    {
      config,
      schema: {
        tags,
        summary: 'Favourite games, paged',
        querystring: favoriteListQuerySchema,
        response: envelope(favoriteListSchema),
      },
    },
    async (request) =>
      ok(
        await favouriteList(
          app.sim.db,
          memberOf(request).memberId,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.post(
    '/MCSFE_addFavoriteGameV2',
    {
      config,
      schema: {
        tags,
        summary: 'Add a favourite',
        body: favoriteGameBodySchema,
        response: envelope(noValueSchema),
      },
    },
    async (request) => ok(await addFavourite(app.sim.db, memberOf(request).memberId, request.body.nodeId)),
  );

  app.delete(
    '/MCSFE_removeFavoriteGameV2',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a favourite (DELETE with a body)',
        body: favoriteGameBodySchema,
        response: envelope(noValueSchema),
      },
    },
    async (request) => ok(await removeFavourite(app.sim.db, memberOf(request).memberId, request.body.nodeId)),
  );

  app.get(
    '/GCS_recentGame',
    {
      config,
      schema: {
        tags,
        summary: 'Recently launched games',
        response: envelope(recentGamesSchema),
      },
    },
    async (request) => ok(await recentGames(app.sim.db, memberOf(request).memberId)),
  );
};

export default favouriteRelays;
