// /wps/v2/wallets: balances from the ledger (main wallet, and vendor sub-wallets on multi-wallet merchants).
// LIMITATIONS: vendor wallets are ledger accounts that answer at once and never lock (a slow or failing
// vendor only through an injected fault).
import { ok } from '@sim/shared/envelope';
import { balanceQuerySchema, balanceSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberBalance } from '../../../../domain/wallet/balance.ts';
import { envelope } from '../../../../foundation/envelope.ts';
import { memberOf } from '../../../../gateway/member.ts';

const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balances: typeId 0 (or none) lists every wallet, another id that wallet',
        querystring: balanceQuerySchema,
        response: envelope(balanceSchema),
      },
    },
    async (request) =>
      ok(
        await memberBalance(
          app.sim,
          request.merchant,
          memberOf(request).memberId,
          request.query.typeId,
          request.language,
        ),
      ),
  );
};

export default walletRoutes;
