// /wps/wallets: the legacy (pre-v2) wallet calls of the jQuery client (endpoint-registry.md table J).
// LIMITATIONS: only the balance; the legacy form transfers (transferToMainWallet, ...) and the lock
// status calls are not simulated: their payloads are not in public material.
import { ok } from '@sim/shared/envelope';
import { legacyBalanceSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legacyBalance } from '../../../domain/wallet/legacy-balance.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const legacyWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        summary: 'Balances in the legacy shape (balances[].accountName/availBalance, LOTT included)',
        response: envelope(legacyBalanceSchema),
      },
    },
    async (request) =>
      ok(await legacyBalance(app.sim, request.merchant, memberOf(request).memberId, request.language)),
  );
};

export default legacyWalletRoutes;
