// Promo codes (wire-contract.md 4.12): PROMOFE_getPromoCode → value:[{promoCode, description, …}],
// POST PROMOFE_claimPromoCode {promoCode} (the SIT scripts read `success`).
import { ok } from '@sim/shared/envelope';
import { claimPromoCodeSchema, participationSchema, promoCodeListSchema } from '@sim/shared/relay/promofe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimPromoCodeAndDescribe } from '../../domain/promotions/member-views.ts';
import { promoCodesFor } from '../../domain/promotions/promo-codes.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { memberCall, memberView, rewardCentreOn } from './reward-centre.ts';

const tags = ['relay: reward centre'];

const promoCodeRelays: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', rewardCentreOn);
  app.get(
    '/PROMOFE_getPromoCode',
    {
      config: memberView,
      schema: {
        tags,
        summary: 'Promo codes on offer to the member',
        response: envelope(promoCodeListSchema),
      },
    },
    async (request) =>
      ok(await promoCodesFor(app.sim, request.merchant.code, memberOf(request).memberId, request.language)),
  );

  app.post(
    '/PROMOFE_claimPromoCode',
    {
      config: memberCall,
      schema: {
        tags,
        summary: "Claim a promo code's bonus (once per member)",
        body: claimPromoCodeSchema,
        response: envelope(participationSchema),
      },
    },
    async (request) =>
      ok(
        await claimPromoCodeAndDescribe(
          app.sim,
          request.merchant.code,
          memberOf(request).memberId,
          request.body.promoCode,
          request.language,
        ),
      ),
  );
};

export default promoCodeRelays;
