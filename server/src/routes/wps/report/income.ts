// GET /wps/report/income: My Income in the agent centre (agentRevenueReport): salaries, dividends,
// commission and cashback in a date range, paged, with totals per kind.
// LIMITATIONS: commission is earned on the team's valid bets but never paid (a total without rows); the
// shape was never seen (the simulator's).
import { ok } from '@sim/shared/envelope';
import { incomeQuerySchema, incomeReportSchema } from '@sim/shared/wps/income';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incomeReport } from '../../../domain/contracts/income.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/income',
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['report'],
        summary:
          'My income: salaries, dividends, commission and cashback in a date range, paged, with totals',
        querystring: incomeQuerySchema,
        response: envelope(incomeReportSchema),
      },
    },
    async (request) =>
      ok(await incomeReport(app.sim.db, memberOf(request), request.query, app.sim.clock.now())),
  );
};

export default incomeRoutes;
