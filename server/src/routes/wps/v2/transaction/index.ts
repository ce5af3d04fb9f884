// /wps/v2/transaction: deposit requests and (encrypted) withdrawal requests. Both answer the order;
// a retry with the same requestId answers the first order and moves nothing.
// A PENDING deposit answers where to pay it (the channel's account and the reference).
// LIMITATIONS: no payment gateway: a deposit waits for an admin or the auto-approval delay, nothing
// redirects to a payment page. The legacy /wps/transaction calls (deposits by kind, the withdrawal to a
// bound card) make the same orders: routes/wps/transaction.
import { ok } from '@sim/shared/envelope';
import {
  depositOrderSchema,
  depositRequestSchema,
  orderSchema,
  withdrawRequestSchema,
} from '@sim/shared/wps/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeposit } from '../../../../domain/cashier/deposits.ts';
import { toWireOrder } from '../../../../domain/cashier/orders.ts';
import { depositAnswer } from '../../../../domain/cashier/payment-instructions.ts';
import { requestWithdrawal } from '../../../../domain/cashier/withdrawals.ts';
import { envelope } from '../../../../foundation/envelope.ts';
import { memberOf } from '../../../../gateway/member.ts';
import { requestIdOf } from '../../../../gateway/request-id.ts';

const tags = ['cashier'];
const money = { auth: 'member', realAccount: true } as const;

const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/deposit',
    {
      config: money,
      schema: {
        tags,
        summary: 'Request a deposit through a payment channel (pending until approved)',
        body: depositRequestSchema,
        response: envelope(depositOrderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await requestDeposit(app.sim, request.merchant, memberOf(request).memberId, body);
      return ok(depositAnswer(order, request.merchant, request.language));
    },
  );

  app.post(
    '/withdraw',
    {
      config: { ...money, encrypted: true },
      schema: {
        tags,
        summary: 'Request a withdrawal (encrypted; the payment password is checked)',
        body: withdrawRequestSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await requestWithdrawal(app.sim, request.merchant, memberOf(request).memberId, body);
      return ok(toWireOrder(order));
    },
  );
};

export default transactionRoutes;
