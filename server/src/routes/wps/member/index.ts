// /wps/member: the logged-in member.
// LIMITATIONS: no registration, password change or recovery, icon or language yet (the account-flows issue).
import { memberInfoSchema } from '@sim/shared/wps/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberInfo } from '../../../domain/accounts/member-info.ts';
import { envelope } from '../../../platform/route-schema.ts';

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/info',
    {
      config: { auth: 'member' },
      schema: { tags: ['member'], summary: 'The logged-in member', response: envelope(memberInfoSchema) },
    },
    async (request) => ({
      success: true as const,
      value: await memberInfo(app.sim.db, app.sim.clock, request.merchant, request.member!.memberId),
    }),
  );
};

export default memberRoutes;
