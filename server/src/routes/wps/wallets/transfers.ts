// /wps/wallets/transfer*: the legacy client's form-encoded transfers (application/x-www-form-urlencoded
// `accountTypeId=…&amount=…`; JSON is taken too), booked as GCS_walletTransfer books them: one TRANSFER
// order and its posting, FUNDTRANS3 and a multi-wallet merchant needed, a locked wallet keeps its money.
// A retry with the same requestId (or X-Request-Id) answers the first order and moves nothing.
// LIMITATIONS: the answer is the v2 order (the real one is not public); transferSubToSubWallet's field
// names (fromAccountTypeId, toAccountTypeId) are this simulator's: the client's caller is not public.
import { ok } from '@sim/shared/envelope';
import { orderSchema } from '@sim/shared/wps/cashier';
import { mainWalletTransferSchema, subWalletTransferSchema } from '@sim/shared/wps/legacy-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transferSubToSub, transferWithMain } from '../../../domain/cashier/legacy-transfers.ts';
import { toWireOrder } from '../../../domain/cashier/orders.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestIdOf } from '../../../gateway/request-id.ts';

const tags = ['wallet', 'cashier'];
const config = { auth: 'member', realAccount: true } as const;
const consumes = ['application/x-www-form-urlencoded', 'application/json'];

const legacyTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const withMain = [
    ['/transferToMainWallet', 'toMain', 'From the sub-wallet accountTypeId into the main wallet (form)'],
    ['/transferFromMainWallet', 'fromMain', 'From the main wallet into the sub-wallet accountTypeId (form)'],
  ] as const;
  for (const [url, direction, summary] of withMain)
    app.post(
      url,
      {
        config,
        schema: { tags, summary, consumes, body: mainWalletTransferSchema, response: envelope(orderSchema) },
      },
      async (request) => {
        const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
        const { memberId } = memberOf(request);
        const { order } = await transferWithMain(app.sim, request.merchant, memberId, direction, body);
        return ok(toWireOrder(order));
      },
    );

  app.post(
    '/transferSubToSubWallet',
    {
      config,
      schema: {
        tags,
        summary: 'Between two sub-wallets: fromAccountTypeId to toAccountTypeId (form)',
        consumes,
        body: subWalletTransferSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await transferSubToSub(app.sim, request.merchant, memberOf(request).memberId, body);
      return ok(toWireOrder(order));
    },
  );
};

export default legacyTransferRoutes;
