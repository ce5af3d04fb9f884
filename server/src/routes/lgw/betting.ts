// The lottery gateway's betting: POST betting (token, Merchant; real money only) places an order of
// one or more contents, each a play's picks on one or more draws; GET betting/orders lists the
// member's bets. Answers are unwrapped like every /lgw answer; a refusal is the platform envelope
// with HTTP 400 (401 without a session) and debits nothing. A retry with the same requestId (body) or
// X-Request-Id answers the first order. Bets settle when their draw opens (domain/lottery/settlement.ts).
// LIMITATIONS: winStop (stop a chase after a win) is stored but later draws of the chase still play;
// bettingApproach and bettingSlip are accepted and ignored; no per-member betting limits or rebates.
import {
  betOrdersQuerySchema,
  betOrdersSchema,
  bettingRequestSchema,
  bettingResponseSchema,
} from '@sim/shared/lgw/betting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeBets } from '../../domain/lottery/betting.ts';
import { memberBets } from '../../domain/lottery/orders.ts';
import { memberOf } from '../../gateway/member.ts';
import { requestIdOf } from '../../gateway/request-id.ts';

const tags = ['lottery gateway'];
const cacheBuster = z.object({ t: z.string().optional(), _: z.string().optional() }).loose();

const bettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/betting',
    {
      config: { auth: 'member', realAccount: true },
      schema: {
        tags,
        summary: 'Place lottery bets: contents of a play on open draws (stake = units × price × multiple)',
        querystring: cacheBuster,
        body: bettingRequestSchema,
        response: { 200: bettingResponseSchema },
      },
    },
    async (request) =>
      placeBets(
        app.sim,
        request.merchant,
        memberOf(request).memberId,
        request.body,
        requestIdOf(request, request.body.requestId),
      ),
  );

  app.get(
    '/betting/orders',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "The member's lottery bets, newest draw first (gameId, status OPEN or SETTLED)",
        querystring: betOrdersQuerySchema,
        response: { 200: betOrdersSchema },
      },
    },
    async (request) => memberBets(app.sim.db, memberOf(request).memberId, request.query),
  );
};

export default bettingRoutes;
