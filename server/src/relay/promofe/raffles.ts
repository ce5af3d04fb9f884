// Raffles: MCS2_claimRafflePromotion (table A) and MCSFE_claimRafflePromotion (table B) draw once per
// member; MCSFE_getRafflePromotionStatus (and its MCS2_ twin) tells what can be drawn and what was.
import { ok } from '@sim/shared/envelope';
import {
  raffleClaimSchema,
  raffleResultSchema,
  raffleStatusListSchema,
  raffleStatusQuerySchema,
} from '@sim/shared/relay/promofe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimRaffle, raffleStatuses } from '../../domain/promotions/raffles.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { memberCall, memberView, rewardCentreOn } from './reward-centre.ts';

const tags = ['relay: reward centre'];

const raffleRelays: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', rewardCentreOn);
  for (const service of ['MCS2', 'MCSFE'])
    app.post(
      `/${service}_claimRafflePromotion`,
      {
        config: memberCall,
        schema: {
          tags,
          summary: 'Draw the raffle (once; a repeat answers the first draw)',
          body: raffleClaimSchema,
          response: envelope(raffleResultSchema),
        },
      },
      async (request) =>
        ok(
          await claimRaffle(
            app.sim,
            request.merchant.code,
            memberOf(request).memberId,
            request.body.promotionId,
            request.language,
          ),
        ),
    );

  for (const service of ['MCS2', 'MCSFE'])
    app.get(
      `/${service}_getRafflePromotionStatus`,
      {
        config: memberView,
        schema: {
          tags,
          summary: 'Raffles not over (or one), with whether the member can draw and what they drew',
          querystring: raffleStatusQuerySchema,
          response: envelope(raffleStatusListSchema),
        },
      },
      async (request) =>
        ok(
          await raffleStatuses(
            app.sim,
            request.merchant.code,
            memberOf(request).memberId,
            request.language,
            request.query.promotionId,
          ),
        ),
    );
};

export default raffleRelays;
