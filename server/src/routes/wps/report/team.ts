// /wps/report: the agent centre's team reports (the agent gate, then the caller's own team only):
// team overview, team betting, user profit and loss per downline, downline transaction details and
// commission, plus the legacy client's downlineLottoPNL, teamPVPFishingPNL and teamPVPRNGBetting.
// LIMITATIONS: the wire contract names these paths without shapes (shared/src/wps/agent-reports.ts
// documents the ones chosen); reports are by whole UTC days.
import { ok } from '@sim/shared/envelope';
import {
  commissionQuerySchema,
  commissionSchema,
  downlinePnlQuerySchema,
  downlinePnlSchema,
  downlineTransactionQuerySchema,
  downlineTransactionSchema,
  teamBettingQuerySchema,
  teamBettingSchema,
  teamOverviewQuerySchema,
  teamOverviewSchema,
} from '@sim/shared/wps/agent-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commission } from '../../../domain/agent-reports/commission.ts';
import { downlinePnl, LOTTERY_TYPES, PVP_FISHING_TYPES } from '../../../domain/agent-reports/downline-pnl.ts';
import { downlineTransactions } from '../../../domain/agent-reports/downline-transactions.ts';
import { teamOverview } from '../../../domain/agent-reports/overview.ts';
import { PVP_RNG_TYPES, teamBetting } from '../../../domain/agent-reports/team-betting.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const teamReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const agent = { auth: 'agent' } as const;
  const tags = ['agent report'];
  const now = () => app.sim.clock.now();

  app.get(
    '/teamOverview',
    {
      config: agent,
      schema: {
        tags,
        summary:
          'Team overview: size, new and active members, deposits, withdrawals, bets and P&L of the days',
        querystring: teamOverviewQuerySchema,
        response: envelope(teamOverviewSchema),
      },
    },
    async (request) => ok(await teamOverview(app.sim.db, memberOf(request), request.query, now())),
  );

  for (const [path, summary, types] of [
    [
      '/teamBetting',
      'Team betting record: the team’s rounds and lottery bets, paged, with totals',
      undefined,
    ],
    ['/teamPVPRNGBetting', 'Team betting record over PVP and slots (RNG)', PVP_RNG_TYPES],
  ] as const)
    app.get(
      path,
      {
        config: agent,
        schema: { tags, summary, querystring: teamBettingQuerySchema, response: envelope(teamBettingSchema) },
      },
      async (request) => ok(await teamBetting(app.sim.db, memberOf(request), request.query, now(), types)),
    );

  for (const [path, summary, types] of [
    [
      '/downlinePNL',
      'User profit and loss: one row per direct downline with its team, paged, with totals',
      undefined,
    ],
    ['/downlineLottoPNL', 'User profit and loss over lottery (LOTT, ELOTT)', LOTTERY_TYPES],
    ['/teamPVPFishingPNL', 'User profit and loss over PVP and fishing', PVP_FISHING_TYPES],
  ] as const)
    app.get(
      path,
      {
        config: agent,
        schema: { tags, summary, querystring: downlinePnlQuerySchema, response: envelope(downlinePnlSchema) },
      },
      async (request) => ok(await downlinePnl(app.sim.db, memberOf(request), request.query, now(), types)),
    );

  app.get(
    '/downlineTransaction',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Downline transaction details: the team’s wallet entries, paged, with money in and out',
        querystring: downlineTransactionQuerySchema,
        response: envelope(downlineTransactionSchema),
      },
    },
    async (request) => ok(await downlineTransactions(app.sim.db, memberOf(request), request.query, now())),
  );

  app.get(
    '/commission',
    {
      config: agent,
      schema: {
        tags,
        summary:
          'Commission: the caller’s rebate rate above its downlines’ on the team’s valid bets, by product type',
        querystring: commissionQuerySchema,
        response: envelope(commissionSchema),
      },
    },
    async (request) => ok(await commission(app.sim.db, memberOf(request), request.query, now())),
  );
};

export default teamReportRoutes;
