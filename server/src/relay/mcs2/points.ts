// The points relays (wire-contract.md 4.12, endpoint-registry.md A and B, modID PTSYS3): balance,
// configuration, conversion types, goods, redeem history, and the encrypted passwordCheck/ redeem and
// convert, each under its MCS2_ and MCSFE_ names where the registry lists both.
// LIMITATIONS: the real answers were never seen (wire-contract.md 6), so the shapes are this
// simulator's; goods are not shipped anywhere (an approval only closes the redeem).
import { ok } from '@sim/shared/envelope';
import {
  convertPointSchema,
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointConversionTypesSchema,
  pointRewardListSchema,
  pointRewardQuerySchema,
  redeemListQuerySchema,
  redeemListSchema,
  redeemPointRewardSchema,
  redeemResultSchema,
} from '@sim/shared/relay/mcs2';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversionTypes,
  memberConvert,
  memberPointBalance,
  memberPointConfig,
  memberPointRewards,
  memberRedeem,
  memberRedeemHistory,
} from '../../domain/points/mall.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { requestIdOf } from '../../gateway/request-id.ts';
import { readRelay } from './read-relay.ts';

const tags = ['relay: points'];
const both = (method: string) => [`MCS2_${method}`, `MCSFE_${method}`] as const;
const noQuery = z.object({}).loose();
/** a real-account feature with the payment password, RSA+DES encrypted like the real front end's */
const passwordCheck = { auth: 'member', realAccount: true, encrypted: true } as const;

const pointRelays: FastifyPluginAsyncZod = async (app) => {
  readRelay(app, {
    names: both('getPointBalance'),
    tags,
    summary: 'The member’s points, earned and used in all, and held by redeems in process',
    query: noQuery,
    response: pointBalanceSchema,
    answer: (request) => memberPointBalance(app.sim, request.merchant, memberOf(request).memberId),
  });

  readRelay(app, {
    names: both('getPointConfig'),
    tags,
    summary: 'Points rates per category and the conversion into money',
    query: noQuery,
    response: pointConfigSchema,
    answer: (request) => memberPointConfig(app.sim, request.merchant),
  });

  readRelay(app, {
    names: ['MCSFE_getPointRewardConversionType'],
    tags,
    summary: 'What points can become: goods, cash',
    query: noQuery,
    response: pointConversionTypesSchema,
    answer: (request) => conversionTypes(app.sim, request.merchant),
  });

  readRelay(app, {
    names: both('getPointReward'),
    tags,
    summary: 'The points mall’s goods, in the request’s language, paged',
    query: pointRewardQuerySchema,
    response: pointRewardListSchema,
    answer: (request, query) =>
      memberPointRewards(app.sim, request.merchant, memberOf(request).memberId, request.language, query),
  });

  readRelay(app, {
    names: both('getRedeemPointList'),
    tags,
    summary: 'The redeem history, newest first (status, startDate, endDate)',
    query: redeemListQuerySchema,
    response: redeemListSchema,
    answer: (request, query) =>
      memberRedeemHistory(app.sim, request.merchant, memberOf(request).memberId, query),
  });

  for (const name of both('redeemPointReward')) {
    app.post(
      `/passwordCheck/${name}`,
      {
        config: passwordCheck,
        schema: {
          tags,
          summary: 'Redeem goods with points (encrypted; the payment password is checked): In Process',
          body: redeemPointRewardSchema,
          response: envelope(redeemResultSchema),
        },
      },
      async (request) => {
        const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
        return ok(
          await memberRedeem(app.sim, request.merchant, memberOf(request).memberId, request.language, body),
        );
      },
    );
  }

  for (const name of both('convertPoint')) {
    app.post(
      `/passwordCheck/${name}`,
      {
        config: passwordCheck,
        schema: {
          tags,
          summary:
            'Convert points into money on the main wallet (encrypted; the payment password is checked)',
          body: convertPointSchema,
          response: envelope(convertResultSchema),
        },
      },
      async (request) => {
        const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
        return ok(await memberConvert(app.sim, request.merchant, memberOf(request).memberId, body));
      },
    );
  }
};

export default pointRelays;
