// The lottery gateway: /lgw/games/*, /lgw/vn/*, /lotto/lgw/games/opened/numero. Bodies are objects
// keyed by group or game (the app takes Object.values), errors keep the platform envelope.
// LIMITATIONS: no betting on draws (/lgw/draw, bet slips); prize tables are not simulated.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lastDraws } from '../../domain/lottery/draws.ts';
import { lotteryGames, menusByVendor, vnMenus } from '../../domain/lottery/menus.ts';

const tags = ['lottery gateway'];
const keyed = z.record(z.string(), z.unknown());
const menuQuery = z.object({ prizeMode: z.string().optional(), device: z.string().optional() }).loose();
const countOf = (fallback: number) => z.coerce.number().int().min(1).max(200).default(fallback);
const countQuery = z.object({ count: countOf(100), gameCode: z.string().optional() }).loose();
const popularQuery = z.object({ count: countOf(20), prizeMode: z.string().optional() }).loose();

export const lgwRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Lottery menus by vendor group',
        querystring: menuQuery,
        response: { 200: keyed },
      },
    },
    async (request) =>
      menusByVendor(
        await lotteryGames(app.sim.db, request.query.prizeMode),
        (request.query.prizeMode ?? 'ZY').toUpperCase(),
      ),
  );

  app.get(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary: 'Popular lotteries (count, default 20)',
        querystring: popularQuery,
        response: { 200: keyed },
      },
    },
    async (request) => {
      const games = (await lotteryGames(app.sim.db, request.query.prizeMode)).slice(
        0,
        request.query.count === 100 ? 20 : request.query.count,
      );
      return Object.fromEntries(
        games.map((g, i) => [
          g.code,
          { gameCode: g.code, gameName: g.name, nodeId: g.id, vassalage: g.vendorCode, sort: i + 1 },
        ]),
      );
    },
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'Vietnam lottery menu by region',
        querystring: menuQuery,
        response: { 200: keyed },
      },
    },
    async () => vnMenus(await lotteryGames(app.sim.db, 'LOTT')),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      config: { auth: 'member' },
      schema: { tags, summary: "The member's recent Vietnam lotteries", response: { 200: keyed } },
    },
    async (request) => {
      const recent = await app.sim.db.recentGame.findMany({
        where: { memberId: request.member!.memberId },
        orderBy: { lastPlayedAt: 'desc' },
      });
      const vn = (await lotteryGames(app.sim.db, 'LOTT')).filter((g) => g.vendorCode === 'VNL');
      const played = recent.flatMap((r) => vn.filter((g) => g.id === r.gameId));
      return Object.fromEntries(
        played.map((g) => [g.code, { gameCode: g.code, gameName: g.name, nodeId: g.id }]),
      );
    },
  );

  app.get(
    '/lgw/vn/numeros/opened/game',
    { schema: { tags, summary: 'The latest draw of each Vietnam lottery', response: { 200: keyed } } },
    async () => {
      const now = app.sim.clock.now();
      const vn = (await lotteryGames(app.sim.db, 'LOTT')).filter((g) => g.vendorCode === 'VNL');
      return Object.fromEntries(vn.map((g) => [g.code, lastDraws(g, now, 1)[0]]));
    },
  );

  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'The last draws (count, default 100) of the Vietnamese lotteries, or of one game',
        querystring: countQuery,
        response: { 200: keyed },
      },
    },
    async (request) => {
      const now = app.sim.clock.now();
      // the home page's Vietnamese list: VN draws unless a game is named
      const games = (await lotteryGames(app.sim.db, 'ZY')).filter((g) =>
        request.query.gameCode ? g.code === request.query.gameCode : g.vendorCode === 'VNL',
      );
      const draws = games
        .flatMap((g) => lastDraws(g, now, request.query.count))
        .sort((a, b) => b.openTime - a.openTime)
        .slice(0, request.query.count);
      return Object.fromEntries(draws.map((d) => [`${d.gameCode}:${d.numero}`, d]));
    },
  );
};
