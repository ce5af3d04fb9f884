// GCS_walletTransfer (FUNDTRANS3, else #543): main <-> vendor sub-wallets on multi-wallet merchants;
// `from: ALL` brings every vendor wallet home. The request shape is not in public material
// (wire-contract.md 6).
// LIMITATIONS: the request and answer are our design (from, to, amount; the order); vendor wallets are
// ledger accounts that answer at once (a slow or failing vendor only through an injected fault).
import { ok } from '@sim/shared/envelope';
import { orderSchema, walletTransferSchema } from '@sim/shared/wps/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toWireOrder } from '../../domain/cashier/orders.ts';
import { walletTransfer } from '../../domain/cashier/transfers.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { requestIdOf } from '../../gateway/request-id.ts';

const walletTransferRelay: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/GCS_walletTransfer',
    {
      config: { auth: 'member', realAccount: true },
      schema: {
        tags: ['relay', 'cashier'],
        summary: 'Transfer between the main wallet and a vendor wallet',
        body: walletTransferSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await walletTransfer(app.sim, request.merchant, memberOf(request).memberId, body);
      return ok(toWireOrder(order));
    },
  );
};

export default walletTransferRelay;
