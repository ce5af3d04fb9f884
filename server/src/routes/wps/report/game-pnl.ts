// The legacy client's personal profit and loss over some products (endpoint-registry.md J):
// GET /wps/report/detailedLottoPNL (lottery: LOTT, ELOTT) and GET /wps/report/personalPVPFishingPNL (PVP and
// fishing), the member's own counterparts of the team's downlineLottoPNL and teamPVPFishingPNL (team.ts).
// LIMITATIONS: the legacy shapes were never seen; both answer personalPNL's shape (rows by game type, totals,
// the range's deposits, withdrawals and bonuses) over their game types only.
import { ok } from '@sim/shared/envelope';
import { personalProfitSchema, rangeQuerySchema } from '@sim/shared/wps/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOTTERY_TYPES, PVP_FISHING_TYPES } from '../../../domain/agent-reports/downline-pnl.ts';
import { personalProfit } from '../../../domain/reports/personal-profit.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const gamePnlRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, summary, types] of [
    ['/detailedLottoPNL', 'Personal profit and loss over lottery (LOTT, ELOTT)', LOTTERY_TYPES],
    ['/personalPVPFishingPNL', 'Personal profit and loss over PVP and fishing', PVP_FISHING_TYPES],
  ] as const)
    app.get(
      path,
      {
        config: { auth: 'member' },
        schema: {
          tags: ['report'],
          summary,
          querystring: rangeQuerySchema,
          response: envelope(personalProfitSchema),
        },
      },
      async (request) =>
        ok(
          await personalProfit(
            app.sim.db,
            memberOf(request).memberId,
            request.query,
            app.sim.clock.now(),
            types,
          ),
        ),
    );
};

export default gamePnlRoutes;
