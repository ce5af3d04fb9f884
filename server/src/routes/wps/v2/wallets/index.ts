// /wps/v2/wallets: balances from the ledger.
// LIMITATIONS: vendor sub-wallets, transfers, deposits and withdrawals come with the money issue.
import { balanceQuerySchema, balanceSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberBalance } from '../../../../domain/wallet/balance.ts';
import { envelope } from '../../../../platform/route-schema.ts';

const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        summary: 'Wallet balances',
        querystring: balanceQuerySchema,
        response: envelope(balanceSchema),
      },
    },
    async (request) => ({
      success: true as const,
      value: await memberBalance(app.sim.db, request.merchant, request.member!.memberId),
    }),
  );
};

export default walletRoutes;
