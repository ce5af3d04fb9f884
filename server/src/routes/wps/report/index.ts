// /wps/report: the member's records (the legacy client's paths where it has them): betting record,
// account record, personal profit and loss, bonus details.
// The lottery and PVP/fishing profit reports (detailedLottoPNL, personalPVPFishingPNL) are game-pnl.ts, the
// deposit and withdrawal records cashier.ts, the team (downline) reports team.ts.
import { ok } from '@sim/shared/envelope';
import {
  betHistoryQuerySchema,
  betHistorySchema,
  bonusDetailsSchema,
  personalProfitSchema,
  rangeQuerySchema,
  transactionHistorySchema,
  transactionQuerySchema,
} from '@sim/shared/wps/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { betHistory } from '../../../domain/reports/bet-history.ts';
import { personalProfit } from '../../../domain/reports/personal-profit.ts';
import { bonusDetails, transactionHistory } from '../../../domain/reports/transactions.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accountGameBetHistory',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['report'],
        summary: 'Betting record: game rounds in a date range, paged, with totals',
        querystring: betHistoryQuerySchema,
        response: envelope(betHistorySchema),
      },
    },
    async (request) =>
      ok(await betHistory(app.sim.db, memberOf(request).memberId, request.query, app.sim.clock.now())),
  );

  app.get(
    '/transaction',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['report'],
        summary: 'Account record: deposits, withdrawals, transfers, adjustments and bonuses, paged',
        querystring: transactionQuerySchema,
        response: envelope(transactionHistorySchema),
      },
    },
    async (request) =>
      ok(
        await transactionHistory(app.sim.db, memberOf(request).memberId, request.query, app.sim.clock.now()),
      ),
  );

  app.get(
    '/personalPNL',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['report'],
        summary: 'Personal profit and loss by game type, with deposits, withdrawals and bonuses',
        querystring: rangeQuerySchema,
        response: envelope(personalProfitSchema),
      },
    },
    async (request) =>
      ok(await personalProfit(app.sim.db, memberOf(request).memberId, request.query, app.sim.clock.now())),
  );

  app.get(
    '/bonusDetails',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['report'],
        summary: 'Bonuses credited in the range, paged, with their total',
        querystring: rangeQuerySchema,
        response: envelope(bonusDetailsSchema),
      },
    },
    async (request) =>
      ok(await bonusDetails(app.sim.db, memberOf(request).memberId, request.query, app.sim.clock.now())),
  );
};

export default reportRoutes;
