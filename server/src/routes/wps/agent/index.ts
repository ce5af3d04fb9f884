// /wps/agent: the public calls used before registering (the affiliate-code check, the domain's default
// code), and the agent centre's families registered beside them (registration centre, team management).
// LIMITATIONS: reports and contracts live in their own route families (routes/wps/report, the relays).
import { ok } from '@sim/shared/envelope';
import { defaultAffiliateQuerySchema, defaultAffiliateSchema } from '@sim/shared/wps/agent';
import { affiliateQuerySchema, affiliateSchema } from '@sim/shared/wps/register';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInviteCode } from '../../../domain/accounts/invite-codes.ts';
import { defaultAffiliateCode } from '../../../domain/agents/affiliates.ts';
import { envelope } from '../../../foundation/envelope.ts';
import registrationRoutes from './registration.ts';
import teamRoutes from './team.ts';

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

  app.get(
    '/default',
    {
      schema: {
        tags: ['register'],
        summary: "The affiliate code of the domain's affiliate URL, for the register form (public)",
        querystring: defaultAffiliateQuerySchema,
        response: envelope(defaultAffiliateSchema),
      },
    },
    async (request) =>
      ok(
        await defaultAffiliateCode(
          app.sim.db,
          request.merchant.code,
          request.query.domain ?? request.hostname,
        ),
      ),
  );

  await app.register(registrationRoutes);
  await app.register(teamRoutes);
};

export default agentRoutes;
