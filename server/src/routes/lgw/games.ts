// The lottery gateway's games: GET games (every lottery with its schedule and plays), games/plays
// (the play catalogue of a lottery's family), games/game_menus (by vendor group), its /recent (token),
// games/popular. Bodies are keyed by group, game or play: the app reads them with Object.values.
// LIMITATIONS: popularity is catalogue order, not real traffic; prize modes other than LOTT, ELOTT,
// SEA and ZY list every lottery.
import {
  lotteryGamesSchema,
  lotteryMenusSchema,
  popularLotteriesSchema,
  popularQuerySchema,
  prizeModeQuerySchema,
  recentLotteriesSchema,
} from '@sim/shared/lgw/menus';
import { PLAYS, playsOf, playsSchema } from '@sim/shared/lgw/plays';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { familyOf } from '../../domain/lottery/draws.ts';
import { findLottery, lotteryGames, lotteryView } from '../../domain/lottery/games.ts';
import { menusByVendor } from '../../domain/lottery/menus.ts';
import { recentLotteries } from '../../domain/lottery/recent.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['lottery gateway'];
/** the lotteries are catalogue rows: kept per query until the catalogue changes (answer-cache.ts) */
const catalogueAnswer = { cache: { varies: ['query'], topics: ['catalogue'] } } as const;
const playsQuery = z.object({ gameId: z.coerce.number().int().positive().optional() }).loose();

const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        summary: 'Every lottery of the prize mode, with its family, draw schedule and plays',
        querystring: prizeModeQuerySchema,
        response: { 200: lotteryGamesSchema },
      },
    },
    async (request) =>
      Object.fromEntries(
        (await lotteryGames(app.sim.db, request.query.prizeMode)).map((g) => [g.code, lotteryView(g)]),
      ),
  );

  app.get(
    '/games/plays',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        summary: "The plays of a lottery's family (every play without gameId), keyed by playId",
        querystring: playsQuery,
        response: { 200: playsSchema },
      },
    },
    async (request) => {
      const { gameId } = request.query;
      const plays =
        gameId === undefined ? PLAYS : playsOf(familyOf(await findLottery(app.sim.db, { gameId })));
      return Object.fromEntries(plays.map((p) => [String(p.playId), p]));
    },
  );

  app.get(
    '/games/game_menus',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        summary: 'Lottery menus by vendor group',
        querystring: prizeModeQuerySchema,
        response: { 200: lotteryMenusSchema },
      },
    },
    async (request) =>
      menusByVendor(
        await lotteryGames(app.sim.db, request.query.prizeMode),
        (request.query.prizeMode ?? 'ZY').toUpperCase(),
      ),
  );

  app.get(
    '/games/game_menus/recent',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'The lotteries the member played or bet on lately',
        response: { 200: recentLotteriesSchema },
      },
    },
    async (request) => recentLotteries(app.sim.db, memberOf(request).memberId, () => true),
  );

  app.get(
    '/games/popular',
    {
      config: catalogueAnswer,
      schema: {
        tags,
        summary: 'Popular lotteries (count, default 20)',
        querystring: popularQuerySchema,
        response: { 200: popularLotteriesSchema },
      },
    },
    async (request) => {
      const games = (await lotteryGames(app.sim.db, request.query.prizeMode)).slice(0, request.query.count);
      return Object.fromEntries(
        games.map((g, i) => [
          g.code,
          {
            gameCode: g.code,
            gameName: g.name,
            nodeId: g.id,
            gameId: g.id,
            vassalage: g.vendorCode,
            sort: i + 1,
          },
        ]),
      );
    },
  );
};

export default gamesRoutes;
