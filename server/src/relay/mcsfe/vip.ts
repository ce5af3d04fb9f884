// VIP: the member's rank progress (MCSFE_getPlayerRankProgress, wire-contract.md 4.11) and every
// rank's rule for the /vip page (MCSFE_getPlayerRankList: this simulator's name, the registry names none).
import { ok } from '@sim/shared/envelope';
import { rankListSchema, rankProgressSchema } from '@sim/shared/relay/vip';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rankList, rankProgress } from '../../domain/vip/progress.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['relay: vip'];

const vipRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getPlayerRankProgress',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'The member’s VIP rank and this month’s and total turnover toward the next rank',
        response: envelope(rankProgressSchema),
      },
    },
    async (request) => ok(await rankProgress(app.sim, request.merchant, memberOf(request).memberId)),
  );

  app.get(
    '/MCSFE_getPlayerRankList',
    {
      schema: {
        tags,
        summary: 'Every VIP rank: the turnover it needs, the turnover that keeps it, its bonus',
        response: envelope(rankListSchema),
      },
    },
    async (request) => ok(await rankList(app.sim, request.merchant)),
  );
};

export default vipRelays;
