// ODSFE2_getWinnerBoard (COMM3, public): the latest big wins, `value.list[].vo` (wire-contract.md 4.11).
// LIMITATIONS: the real `vo` has more fields than winAmount; these are this simulator's.
import { ok } from '@sim/shared/envelope';
import { winnerBoardQuerySchema, winnerBoardSchema } from '@sim/shared/relay/winners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BIG_WINS_ANSWER, winnerBoard } from '../../domain/winners/board.ts';
import { envelope } from '../../foundation/envelope.ts';

const winnerBoardRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ODSFE2_getWinnerBoard',
    {
      config: { cache: BIG_WINS_ANSWER },
      schema: {
        tags: ['relay: winners'],
        summary: 'The latest big wins (limitNum, gameType); usernames masked',
        querystring: winnerBoardQuerySchema,
        response: envelope(winnerBoardSchema),
      },
    },
    async (request) => ok(await winnerBoard(app.sim.db, request.merchant, request.query)),
  );
};

export default winnerBoardRelay;
