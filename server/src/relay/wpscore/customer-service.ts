// getService (WPSCORE_getCustomerServiceScript, public): the customer-service paths,
// `value.version.pathList` with the type "3" path sealed; the VIP paths for a member above VIP 4.
// LIMITATIONS: the real script may carry more than the path list.
import { ok } from '@sim/shared/envelope';
import { customerServiceSchema } from '@sim/shared/relay/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerService } from '../../domain/support/paths.ts';
import { envelope } from '../../foundation/envelope.ts';
import { optionalMemberOf } from '../../gateway/optional-member.ts';

const customerServiceRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/WPSCORE_getCustomerServiceScript',
    {
      schema: {
        tags: ['relay: customer service'],
        summary: 'Customer-service paths (type "3" DES-sealed, key appended); VIP paths above VIP 4',
        // a token is optional, but a dead one is refused (401)
        security: [{}, { token: [] }],
        response: envelope(customerServiceSchema),
      },
    },
    async (request) => {
      const member = await optionalMemberOf(app, request);
      return ok(await customerService(app.sim.db, request.merchant.code, member?.memberId ?? null));
    },
  );
};

export default customerServiceRelay;
