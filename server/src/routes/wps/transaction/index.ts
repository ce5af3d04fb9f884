// /wps/transaction: the legacy client's deposits by kind (POST /deposit/{pg,mt,ma,qr}, JSON) and its
// encrypted withdrawal to a bound bank card (POST /withdraw; the raw DES body of the jQuery client, a
// JSON string or {value}). The same orders as /wps/v2/transaction: a PENDING deposit answers where to
// pay it; a retry with the same requestId answers the first order and moves nothing.
// LIMITATIONS: the request and answer shapes are not public: a deposit names an amount and optionally
// a channelCode of its kind (pg: e-wallet and crypto gateways, mt: bank, ma: e-wallet, qr: QR), a
// withdrawal a bankCardId; both answer the v2 order. No payment gateway: deposits wait for the back office
// or the auto-approval delay, as in v2.
import { ok } from '@sim/shared/envelope';
import { depositOrderSchema, orderSchema } from '@sim/shared/wps/cashier';
import {
  legacyDepositKinds,
  legacyDepositRequestSchema,
  legacyWithdrawRequestSchema,
} from '@sim/shared/wps/legacy-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLegacyDeposit } from '../../../domain/cashier/legacy-deposits.ts';
import { withdrawToCard } from '../../../domain/cashier/legacy-withdraw.ts';
import { toWireOrder } from '../../../domain/cashier/orders.ts';
import { depositAnswer } from '../../../domain/cashier/payment-instructions.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestIdOf } from '../../../gateway/request-id.ts';

const tags = ['cashier'];
const money = { auth: 'member', realAccount: true } as const;

const SUMMARIES = {
  pg: 'Deposit through a payment gateway (e-wallet or crypto channel); pending until approved',
  mt: 'Deposit by manual bank transfer; pending until approved',
  ma: 'Deposit by manual e-wallet transfer; pending until approved',
  qr: 'Deposit by QR payment; pending until approved',
} as const;

const legacyTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of legacyDepositKinds)
    app.post(
      `/deposit/${kind}`,
      {
        config: money,
        schema: {
          tags,
          summary: SUMMARIES[kind],
          body: legacyDepositRequestSchema,
          response: envelope(depositOrderSchema),
        },
      },
      async (request) => {
        const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
        const { memberId } = memberOf(request);
        const { order } = await requestLegacyDeposit(app.sim, request.merchant, memberId, kind, body);
        return ok(depositAnswer(order, request.merchant, request.language));
      },
    );

  app.post(
    '/withdraw',
    {
      config: { ...money, encrypted: true },
      schema: {
        tags,
        summary: 'Withdraw to a bound bank card (encrypted; bankCardId, the payment password)',
        body: legacyWithdrawRequestSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await withdrawToCard(app.sim, request.merchant, memberOf(request).memberId, body);
      return ok(toWireOrder(order));
    },
  );
};

export default legacyTransactionRoutes;
