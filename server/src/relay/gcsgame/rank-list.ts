// GCSGAME_getRankList (the mobile winners board, PX `winnerBoard`): the biggest wins of a game
// category, ranked. LIMITATIONS: the answer's shape is not published; `value.list` with `rank` is ours.
import { ok } from '@sim/shared/envelope';
import { rankListQuerySchema, rankListSchema } from '@sim/shared/relay/winners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BIG_WINS_ANSWER, rankList } from '../../domain/winners/board.ts';
import { envelope } from '../../foundation/envelope.ts';

const rankListRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCSGAME_getRankList',
    {
      config: { cache: BIG_WINS_ANSWER },
      schema: {
        tags: ['relay: winners'],
        summary: 'The biggest wins, ranked (gameCategory, language, limitNum)',
        querystring: rankListQuerySchema,
        response: envelope(rankListSchema),
      },
    },
    async (request) => ok(await rankList(app.sim.db, request.merchant, request.query)),
  );
};

export default rankListRelay;
