// Invite friends: MCSFE_getReferralDetails?autoGenerate=true (wire-contract.md 4.12) — the member's
// code, invitations and promotion domains, plus the invitations list and the reward rule.
import { ok } from '@sim/shared/envelope';
import { referralDetailsQuerySchema, referralDetailsSchema } from '@sim/shared/relay/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralDetails } from '../../domain/referral/details.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const referralRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getReferralDetails',
    {
      config: { auth: 'member', realAccount: true },
      schema: {
        tags: ['relay: referral'],
        summary: 'The member’s referral code, invitations, reward rule and promotion domains',
        querystring: referralDetailsQuerySchema,
        response: envelope(referralDetailsSchema),
      },
    },
    async (request) =>
      ok(
        await referralDetails(
          app.sim.db,
          request.merchant,
          memberOf(request).memberId,
          request.query.autoGenerate === 'true',
        ),
      ),
  );
};

export default referralRelays;
