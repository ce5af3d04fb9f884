// The legacy /wps/promotions family (endpoint-registry.md J): GET /wps/promotions (the member's
// promotions), GET /wps/promotions/deposit (deposit bonuses to pick on a deposit) and POST
// /wps/promotions, the activity application form (comment <= 140, up to 3 png/jpg <= 5MB).
// LIMITATIONS: the legacy answers' shapes are not public: they are the relays' promotion and
// participation shapes.
import { ok } from '@sim/shared/envelope';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_MAX_COUNT,
  applicationSchema,
  participationSchema,
  promotionListSchema,
  promotionQuerySchema,
} from '@sim/shared/relay/promofe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPromotions } from '../../../domain/promotions/catalogue.ts';
import { applyAndDescribe } from '../../../domain/promotions/member-views.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['promotions'];
const config = { auth: 'member', realAccount: true } as const;
/** the lists: trial accounts may look */
const view = { auth: 'member' } as const;
/** three 5 MB images as base64 data URLs, plus the rest of the form */
const FORM_BODY_LIMIT =
  Math.ceil((APPLICATION_IMAGE_MAX_BYTES * APPLICATION_IMAGE_MAX_COUNT * 4) / 3) + 64 * 1024;

const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: view,
      schema: {
        tags,
        summary: "Promotions with the member's activity status",
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
    '/deposit',
    {
      config: view,
      schema: {
        tags,
        summary: 'Deposit bonuses the member can take',
        response: envelope(promotionListSchema),
      },
    },
    async (request) =>
      ok(
        await listPromotions(app.sim, request.merchant.code, memberOf(request).memberId, request.language, {
          kind: 'DEPOSIT_BONUS',
        }),
      ),
  );

  app.post(
    '/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config,
      schema: {
        tags,
        summary:
          'Apply for a promotion: {promotionId, comment (<= 140), images: up to 3 png/jpg data URLs <= 5MB}',
        body: applicationSchema,
        response: envelope(participationSchema),
      },
    },
    async (request) =>
      ok(
        await applyAndDescribe(
          app.sim,
          request.merchant.code,
          memberOf(request).memberId,
          request.body,
          request.language,
        ),
      ),
  );
};

export default promotionRoutes;
