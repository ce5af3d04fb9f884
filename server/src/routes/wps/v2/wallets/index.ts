// /wps/v2/wallets: balances from the ledger (main wallet, and vendor sub-wallets on multi-wallet merchants).
import { balanceQuerySchema, balanceSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberBalance } from '../../../../domain/wallet/balance.ts';
import { envelope } from '../../../../platform/envelope.ts';

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
    async (request) => ({
      success: true as const,
      value: await memberBalance(app.sim, request.merchant, request.member!.memberId, request.query.typeId),
    }),
  );
};

export default walletRoutes;
