// The lottery gateway's draws: GET numeros/near (the draw open for betting, the next, the last drawn;
// real clients read `currentNumero.numero` unwrapped), draw (every lottery's, keyed by game code),
// draw/code/<code> (one lottery), games/opened/numero (the last draws, the Vietnamese ones unless a
// game is named). Draws follow the simulated clock; a draw closes to bets shortly before it opens.
// LIMITATIONS: one schedule per family (5-minute e-lotteries, daily draws at 11:15 UTC); no holidays,
// no delayed or cancelled draws.
import {
  drawInfoSchema,
  drawInfosSchema,
  drawQuerySchema,
  drawsSchema,
  gameQuerySchema,
  nearNumerosSchema,
  openedNumeroQuerySchema,
} from '@sim/shared/lgw/draws';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findLottery, lotteryGames } from '../../domain/lottery/games.ts';
import { drawInfos, nearNumeros, openedDraws } from '../../domain/lottery/numeros.ts';

const tags = ['lottery gateway'];
// Draws are made from the catalogue's lotteries, the clock ('settings' moves with it) and the numbers
// QA forced ('draws'). Every draw opens on a minute and a 5-minute draw closes on a half minute, so an
// answer holds for its minute (the opened draws) or its second (the draws around now, with serverTime).
const drawTopics = ['catalogue', 'settings', 'draws'] as const;
const nearAnswer = { cache: { varies: ['query', 'second'], topics: drawTopics } } as const;
const openedAnswer = { cache: { varies: ['query', 'minute'], topics: drawTopics } } as const;

const drawsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/numeros/near',
    {
      config: nearAnswer,
      schema: {
        tags,
        summary: 'The draw open for betting now, the next one and the last drawn',
        querystring: gameQuerySchema,
        response: { 200: nearNumerosSchema },
      },
    },
    async (request) =>
      nearNumeros(app.sim.db, await findLottery(app.sim.db, request.query), app.sim.clock.now()),
  );

  app.get(
    '/draw',
    {
      schema: {
        tags,
        summary: 'Draw info of every lottery of the prize mode (or the one named), keyed by game code',
        querystring: drawQuerySchema,
        response: { 200: drawInfosSchema },
      },
    },
    async (request) => {
      const { gameId, gameCode, prizeMode } = request.query;
      const games =
        gameId !== undefined || gameCode !== undefined
          ? [await findLottery(app.sim.db, { gameId, gameCode })]
          : await lotteryGames(app.sim.db, prizeMode);
      const infos = await drawInfos(app.sim.db, games, app.sim.clock.now());
      return Object.fromEntries(infos.map((info) => [info.gameCode, info]));
    },
  );

  app.get(
    '/draw/code/:code',
    {
      schema: {
        tags,
        summary: "A lottery's schedule and its draws around now",
        params: z.object({ code: z.string().min(1) }),
        response: { 200: drawInfoSchema },
      },
    },
    async (request) => {
      const game = await findLottery(app.sim.db, { gameCode: request.params.code });
      const [info] = await drawInfos(app.sim.db, [game], app.sim.clock.now());
      return info!;
    },
  );

  app.get(
    '/games/opened/numero',
    {
      config: openedAnswer,
      schema: {
        tags,
        summary: 'The last draws (count, default 100) of the Vietnamese lotteries, or of one game',
        querystring: openedNumeroQuerySchema,
        response: { 200: drawsSchema },
      },
    },
    async (request) => {
      const { gameCode, gameId, count } = request.query;
      // the home page's Vietnamese list: VN draws unless a game is named
      const games =
        gameCode !== undefined || gameId !== undefined
          ? [await findLottery(app.sim.db, { gameCode, gameId })]
          : (await lotteryGames(app.sim.db, 'LOTT')).filter((g) => g.vendorCode === 'VNL');
      const draws = await openedDraws(app.sim.db, games, app.sim.clock.now(), count);
      return Object.fromEntries(draws.map((d) => [`${d.gameCode}:${d.numero}`, d]));
    },
  );
};

export default drawsRoutes;
