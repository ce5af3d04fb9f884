// MCSFE_getCustomerKycMerchantSetting (endpoint-registry.md P's other relays): the identity details (KYC) the
// merchant asks for, from its register rules, and which of them the member has given.
// LIMITATIONS: the real shape was never seen (shared/src/relay/kyc.ts documents the one chosen); there is no
// document upload or review: a field counts as given once the member's record holds it.
import { ok } from '@sim/shared/envelope';
import { kycSettingSchema } from '@sim/shared/relay/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycSetting } from '../../domain/accounts/kyc.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const kycRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getCustomerKycMerchantSetting',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['relay: member'],
        summary: 'The identity fields the merchant asks for (register rules) and which the member has given',
        response: envelope(kycSettingSchema),
      },
    },
    async (request) => ok(await kycSetting(app.sim.db, request.merchant, memberOf(request).memberId)),
  );
};

export default kycRelay;
