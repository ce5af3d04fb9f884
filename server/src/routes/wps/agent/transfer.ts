// /wps/agent transfers: whether the member may send money to the upline, and the (encrypted) transfer.
// LIMITATIONS: only member to upline; an agent's transfer to a downline (/wps/agent/transferDownline)
// and promoting a downline to agent are not simulated.
import { ok } from '@sim/shared/envelope';
import { orderSchema, transferEnabledSchema, uplineTransferSchema } from '@sim/shared/wps/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toWireOrder } from '../../../domain/cashier/orders.ts';
import { uplineTransfer, uplineTransferEnabled } from '../../../domain/cashier/upline-transfer.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestIdOf } from '../../../gateway/request-id.ts';

const tags = ['cashier'];

const uplineTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transferEnabled',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Whether a transfer to the upline is possible',
        response: envelope(transferEnabledSchema),
      },
    },
    async (request) => ok(await uplineTransferEnabled(app.sim.db, memberOf(request).memberId)),
  );

  app.put(
    '/transferUpline',
    {
      config: { auth: 'member', realAccount: true, encrypted: true },
      schema: {
        tags,
        summary: 'Send money from the main wallet to the upline (encrypted; payment password)',
        body: uplineTransferSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await uplineTransfer(app.sim, request.merchant, memberOf(request).memberId, body);
      return ok(toWireOrder(order));
    },
  );
};

export default uplineTransferRoutes;
