// VIS_getJackpot (COMM3, public): the jackpot pool, grown by a share of every valid bet.
// LIMITATIONS: one pool per merchant; the answer's shape is not published.
import { ok } from '@sim/shared/envelope';
import { jackpotSchema } from '@sim/shared/relay/winners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberJackpot } from '../../domain/jackpot/pool.ts';
import { envelope } from '../../foundation/envelope.ts';

const jackpotRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/VIS_getJackpot',
    {
      schema: {
        tags: ['relay: winners'],
        summary: 'The jackpot pool: amount, currency, contribution percent, last reset',
        response: envelope(jackpotSchema),
      },
    },
    async (request) => ok(await memberJackpot(app.sim.db, request.merchant)),
  );
};

export default jackpotRelay;
