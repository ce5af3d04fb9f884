// Promotions as members see them and the steps they take (endpoint-registry.md B and P):
// MCSFE_getAvailablePromotions, MCSFE_getMerchantAvailablePromotions (visitors),
// PROMOFE_getPromotionAnnouncementCategory, MCSFE_signUpPromotionJoin, MCSFE_getClaimPromotion,
// MCS2_getPromotionClaimList, MCSFE_claimIssuedPromotion, MCSFE_claimLoginPromotion,
// MCSFE_signUpRequestReward, MCSFE_getRegisterPromotionList, PROMOFE_feLayoutPromotion,
// PROMOFE_getUnappliedExtraRewardClaimList.
// LIMITATIONS: the answers carry the fields the site needs; the real platform's are not public. Extra
// rewards are not simulated: PROMOFE_getUnappliedExtraRewardClaimList answers an empty list.
import { ok } from '@sim/shared/envelope';
import {
  claimPromotionQuerySchema,
  claimSchema,
  participationListSchema,
  participationSchema,
  promotionCategoryListSchema,
  promotionListSchema,
  promotionQuerySchema,
  promotionRefSchema,
} from '@sim/shared/relay/promofe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPromotions, promotionCategories } from '../../domain/promotions/catalogue.ts';
import { claimAndDescribe, claimHistory, joinAndDescribe } from '../../domain/promotions/member-views.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { memberCall, memberView } from './reward-centre.ts';

const tags = ['relay: promotions'];

const promotionRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getMerchantAvailablePromotions',
    {
      schema: {
        tags,
        summary: 'Promotions of the merchant for visitors (no session)',
        querystring: promotionQuerySchema,
        response: envelope(promotionListSchema),
      },
    },
    async (request) =>
      ok(await listPromotions(app.sim, request.merchant.code, null, request.language, request.query)),
  );

  app.get(
    '/PROMOFE_feLayoutPromotion',
    {
      schema: {
        tags,
        summary: 'Promotions for the home page layout (no session)',
        response: envelope(promotionListSchema),
      },
    },
    async (request) => ok(await listPromotions(app.sim, request.merchant.code, null, request.language)),
  );

  app.get(
    '/PROMOFE_getUnappliedExtraRewardClaimList',
    {
      config: memberView,
      schema: {
        tags,
        summary: 'Extra rewards not applied for (none simulated)',
        response: envelope(participationListSchema),
      },
    },
    async () => ok([]),
  );

  app.get(
    '/PROMOFE_getPromotionAnnouncementCategory',
    {
      schema: {
        tags,
        summary: 'Promotion categories with promotions not over',
        response: envelope(promotionCategoryListSchema),
      },
    },
    async (request) => ok(await promotionCategories(app.sim, request.merchant.code, request.language)),
  );

  app.get(
    '/MCSFE_getAvailablePromotions',
    {
      config: memberView,
      schema: {
        tags,
        summary: "Promotions with the member's activity status and eligibility",
        querystring: promotionQuerySchema,
        response: envelope(promotionListSchema),
      },
    },
    async (request) =>
      ok(
        await listPromotions(
          app.sim,
          request.merchant.code,
          memberOf(request).memberId,
          request.language,
          request.query,
        ),
      ),
  );

  app.get(
    '/MCSFE_getRegisterPromotionList',
    {
      config: memberView,
      schema: { tags, summary: 'Sign-up rewards of the member', response: envelope(promotionListSchema) },
    },
    async (request) =>
      ok(
        await listPromotions(app.sim, request.merchant.code, memberOf(request).memberId, request.language, {
          kind: 'SIGN_UP',
        }),
      ),
  );

  app.post(
    '/MCSFE_signUpPromotionJoin',
    {
      config: memberCall,
      schema: {
        tags,
        summary: 'Join a promotion (JOIN entries; APPLY entries apply with an empty form)',
        body: promotionRefSchema,
        response: envelope(participationSchema),
      },
    },
    async (request) =>
      ok(
        await joinAndDescribe(
          app.sim,
          request.merchant.code,
          memberOf(request).memberId,
          request.body.promotionId,
          request.language,
        ),
      ),
  );

  app.get(
    '/MCSFE_getClaimPromotion',
    {
      config: memberView,
      schema: {
        tags,
        summary: 'Participations by status: I issued (to claim), C claimed, A all',
        querystring: claimPromotionQuerySchema,
        response: envelope(participationListSchema),
      },
    },
    async (request) =>
      ok(await claimHistory(app.sim, memberOf(request).memberId, request.query, request.language)),
  );

  for (const name of ['MCS2_getPromotionClaimList', 'MCSFE_getPromotionClaimList'])
    app.get(
      `/${name}`,
      {
        config: memberView,
        schema: {
          tags,
          summary: "The member's claims and applications, newest first",
          response: envelope(participationListSchema),
        },
      },
      async (request) =>
        ok(await claimHistory(app.sim, memberOf(request).memberId, { status: 'A' }, request.language)),
    );

  for (const [name, kind, summary] of [
    [
      'MCSFE_claimIssuedPromotion',
      undefined,
      'Claim a reward: an issued one, a joined one whose condition is met',
    ],
    ['MCSFE_claimLoginPromotion', 'LOGIN', "Claim today's login reward (default: the open LOGIN promotion)"],
    [
      'MCSFE_signUpRequestReward',
      'SIGN_UP',
      'Claim the sign-up reward (default: the open SIGN_UP promotion)',
    ],
  ] as const)
    app.post(
      `/${name}`,
      {
        config: memberCall,
        schema: { tags, summary, body: claimSchema, response: envelope(participationSchema) },
      },
      async (request) =>
        ok(
          await claimAndDescribe(
            app.sim,
            request.merchant.code,
            memberOf(request).memberId,
            { ...request.body, kind },
            request.language,
          ),
        ),
    );
};

export default promotionRelays;
