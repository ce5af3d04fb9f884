// Promotions as members see them and the steps they take (endpoint-registry.md B and P):
// MCSFE_getAvailablePromotions, MCSFE_getMerchantAvailablePromotions (visitors),
// PROMOFE_getPromotionAnnouncementCategory, MCSFE_signUpPromotionJoin, MCSFE_getClaimPromotion,
// MCS2_getPromotionClaimList, MCSFE_claimIssuedPromotion, MCSFE_claimLoginPromotion,
// MCSFE_signUpRequestReward, MCSFE_getRegisterPromotionList, PROMOFE_feLayoutPromotion,
// PROMOFE_getUnappliedExtraRewardClaimList (the member's extra rewards to apply for,
// domain/promotions/extra-rewards.ts) and this simulator's PROMOFE_applyExtraRewardClaim {claimId}.
// LIMITATIONS: the answers carry the fields the site needs; the real platform's are not public. The extra
// reward's shape and PROMOFE_applyExtraRewardClaim (how a member applies, paid through the ledger once)
// are this simulator's design: the registry names only the list.
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
import {
  extraRewardApplySchema,
  extraRewardClaimListSchema,
  extraRewardClaimRefSchema,
} from '@sim/shared/relay/reward-vouchers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPromotions, promotionCategories } from '../../domain/promotions/catalogue.ts';
import { applyExtraReward, unappliedExtraRewards } from '../../domain/promotions/extra-rewards.ts';
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
        summary: 'Extra rewards the member has not applied for yet (expired ones left out), newest first',
        response: envelope(extraRewardClaimListSchema),
      },
    },
    async (request) => ok(await unappliedExtraRewards(app.sim, memberOf(request).memberId, request.language)),
  );

  app.post(
    '/PROMOFE_applyExtraRewardClaim',
    {
      config: memberCall,
      schema: {
        tags,
        summary:
          'Apply for an extra reward: paid once to the main wallet (a repeat answers it, paying nothing)',
        body: extraRewardClaimRefSchema,
        response: envelope(extraRewardApplySchema),
      },
    },
    async (request) =>
      ok(await applyExtraReward(app.sim, memberOf(request).memberId, request.body.claimId, request.language)),
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
