// /wps/agent: the public affiliate-code check used before registering.
// LIMITATIONS: the agent centre's calls (downline, reports, contracts) come with the agent issue.
import { ok } from '@sim/shared/envelope';
import { affiliateQuerySchema, affiliateSchema } from '@sim/shared/wps/register';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInviteCode } from '../../../domain/accounts/invite-codes.ts';
import { envelope } from '../../../platform/envelope.ts';

const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/affiliate',
    {
      schema: {
        tags: ['register'],
        summary: 'Check an affiliate (agent) or referral code',
        querystring: affiliateQuerySchema,
        response: envelope(affiliateSchema),
      },
    },
    async (request) => ok(await checkInviteCode(app.sim.db, request.merchant.code, request.query.code)),
  );
};

export default agentRoutes;
