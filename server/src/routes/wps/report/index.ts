// /wps/report: the member's records (the legacy client's paths).
// LIMITATIONS: only the betting record so far; account (transaction) records and profit reports
// come with the money issue.
import { okEnvelope } from '@sim/shared/envelope';
import { betHistoryQuerySchema, betHistorySchema } from '@sim/shared/wps/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betHistory } from '../../../domain/reports/bet-history.ts';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accountGameBetHistory',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['report'],
        summary: 'Betting record: game rounds in a date range, paged, with totals',
        querystring: betHistoryQuerySchema,
        response: { 200: okEnvelope(betHistorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await betHistory(app.sim.db, request.member!.memberId, request.query, app.sim.clock.now()),
    }),
  );
};

export default reportRoutes;
