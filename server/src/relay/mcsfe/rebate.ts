// Cashback, the manual rebate (member centre manualRebate, MANPLAYREB3): the rates per product type
// (MCSFE_getCustomerRebateSettingByProductType, endpoint-registry.md B), what this period's bets are
// worth, the claim (paid through the ledger, each bet once) and the claims made.
// LIMITATIONS: the registry names only the settings call; MCSFE_getManualRebate,
// MCSFE_claimManualRebate and MCSFE_getManualRebateRecord are this simulator's names and shapes.
import { ok } from '@sim/shared/envelope';
import {
  claimRebateResultSchema,
  claimRebateSchema,
  rebateRecordQuerySchema,
  rebateRecordSchema,
  rebateSettingQuerySchema,
  rebateSettingSchema,
  rebateSummarySchema,
} from '@sim/shared/relay/rebate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberClaimRebate,
  memberRebateRecord,
  memberRebateSetting,
  memberRebateSummary,
} from '../../domain/rebate/cashback.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { requestIdOf } from '../../gateway/request-id.ts';

const tags = ['relay: cashback'];
const config = { auth: 'member' } as const;

const rebateRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getCustomerRebateSettingByProductType',
    {
      config,
      schema: {
        tags,
        summary: 'Cashback rates per product type (all, or ?productType=RNG), period and least claim',
        querystring: rebateSettingQuerySchema,
        response: envelope(rebateSettingSchema),
      },
    },
    async (request) => ok(await memberRebateSetting(app.sim, request.merchant, request.query.productType)),
  );

  app.get(
    '/MCSFE_getManualRebate',
    {
      config,
      schema: {
        tags,
        summary: 'This period’s valid bets not yet rebated, by product type, and what they pay',
        response: envelope(rebateSummarySchema),
      },
    },
    async (request) => ok(await memberRebateSummary(app.sim, request.merchant, memberOf(request).memberId)),
  );

  app.post(
    '/MCSFE_claimManualRebate',
    {
      config: { ...config, realAccount: true },
      schema: {
        tags,
        summary: 'Claim this period’s cashback: paid to the main wallet, each bet once ({requestId?})',
        body: claimRebateSchema.optional(),
        response: envelope(claimRebateResultSchema),
      },
    },
    async (request) =>
      ok(
        await memberClaimRebate(
          app.sim,
          request.merchant,
          memberOf(request).memberId,
          requestIdOf(request, request.body?.requestId),
        ),
      ),
  );

  app.get(
    '/MCSFE_getManualRebateRecord',
    {
      config,
      schema: {
        tags,
        summary: 'The member’s cashback claims, newest first',
        querystring: rebateRecordQuerySchema,
        response: envelope(rebateRecordSchema),
      },
    },
    async (request) =>
      ok(await memberRebateRecord(app.sim, request.merchant, memberOf(request).memberId, request.query)),
  );
};

export default rebateRelays;
