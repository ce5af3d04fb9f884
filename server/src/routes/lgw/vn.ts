// The Vietnam lobby's calls: GET vn/games/game_menu (by region), its /recent (token),
// vn/numeros/opened/game (the latest draw of each Vietnam lottery). Keyed by region or game code.
// LIMITATIONS: regions are a fixed split of the VNL games, not the real provinces' schedule.
import { drawsSchema } from '@sim/shared/lgw/draws';
import { lotteryMenusSchema, prizeModeQuerySchema, recentLotteriesSchema } from '@sim/shared/lgw/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryGames } from '../../domain/lottery/games.ts';
import { vnMenus } from '../../domain/lottery/menus.ts';
import { latestDraws } from '../../domain/lottery/numeros.ts';
import { recentLotteries } from '../../domain/lottery/recent.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['lottery gateway'];
const isVietnamese = (game: { vendorCode: string }) => game.vendorCode === 'VNL';

const vnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'Vietnam lottery menu by region',
        querystring: prizeModeQuerySchema,
        response: { 200: lotteryMenusSchema },
      },
    },
    async (request) => vnMenus(await lotteryGames(app.sim.db, 'LOTT'), request.language),
  );

  app.get(
    '/vn/games/game_menu/recent',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "The member's recent Vietnam lotteries",
        response: { 200: recentLotteriesSchema },
      },
    },
    async (request) => recentLotteries(app.sim.db, memberOf(request).memberId, isVietnamese),
  );

  app.get(
    '/vn/numeros/opened/game',
    { schema: { tags, summary: 'The latest draw of each Vietnam lottery', response: { 200: drawsSchema } } },
    async () => {
      const vn = (await lotteryGames(app.sim.db, 'LOTT')).filter(isVietnamese);
      const draws = await latestDraws(app.sim.db, vn, app.sim.clock.now());
      return Object.fromEntries(draws.map((d) => [d.gameCode, d]));
    },
  );
};

export default vnRoutes;
