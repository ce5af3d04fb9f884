// Favourite games (MCSFE_getFavoriteGames, ...List, addFavoriteGameV2, removeFavoriteGameV2 with
// DELETE) and recent games (GCS_recentGame), all for the logged-in member.
import { okEnvelope } from '@sim/shared/envelope';
import { gameItemSchema } from '@sim/shared/relay/gcsgame';
import {
  favoriteGameBodySchema,
  favoriteIdsSchema,
  favoriteListQuerySchema,
  favoriteListSchema,
} from '@sim/shared/relay/mcsfe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFavourite,
  favouriteIds,
  favouriteList,
  recentGames,
  removeFavourite,
} from '../../domain/catalogue/favourites.ts';

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
        response: { 200: okEnvelope(favoriteIdsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await favouriteIds(app.sim.db, request.member!.memberId),
    }),
  );

  app.get(
    '/MCSFE_getFavoriteGamesList',
    {
      config,
      schema: {
        tags,
        summary: 'Favourite games, paged',
        querystring: favoriteListQuerySchema,
        response: { 200: okEnvelope(favoriteListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await favouriteList(
        app.sim.db,
        request.member!.memberId,
        request.query.pageNo,
        request.query.pageSize,
      ),
    }),
  );

  app.post(
    '/MCSFE_addFavoriteGameV2',
    {
      config,
      schema: {
        tags,
        summary: 'Add a favourite',
        body: favoriteGameBodySchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await addFavourite(app.sim.db, request.member!.memberId, request.body.nodeId),
    }),
  );

  app.delete(
    '/MCSFE_removeFavoriteGameV2',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a favourite (DELETE with a body)',
        body: favoriteGameBodySchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await removeFavourite(app.sim.db, request.member!.memberId, request.body.nodeId),
    }),
  );

  app.get(
    '/GCS_recentGame',
    {
      config,
      schema: {
        tags,
        summary: 'Recently launched games',
        response: { 200: okEnvelope(z.array(gameItemSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await recentGames(app.sim.db, request.member!.memberId),
    }),
  );
};

export default favouriteRelays;
