// /wps/wallets: the legacy (pre-v2) wallet calls of the jQuery client (endpoint-registry.md J): the
// balance, the wallet list and the turnover locks (the form transfers: transfers.ts).
// LIMITATIONS: the answers' shapes are not public: the balance is the v2 balance in the client's
// shape, the list and the locks are this simulator's with the fields the client's controller reads
// (accountTypeId, accountId = accountTypeId, lock_status, current_to_required). A lock is a turnover
// requirement the back office sets (walletLocks.*); a promotion's bonus sets none by itself.
import { ok } from '@sim/shared/envelope';
import {
  legacyWalletListSchema,
  lockQuerySchema,
  walletLockStateSchema,
  walletLocksSchema,
} from '@sim/shared/wps/legacy-money';
import { legacyBalanceSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legacyBalance } from '../../../domain/wallet/legacy-balance.ts';
import {
  legacyWalletList,
  walletLockState,
  walletLocksByType,
} from '../../../domain/wallet/legacy-wallets.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['wallet'];
const config = { auth: 'member' } as const;

const legacyWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      config,
      schema: {
        tags,
        summary: 'Balances in the legacy shape (balances[].accountName/availBalance, LOTT included)',
        response: envelope(legacyBalanceSchema),
      },
    },
    async (request) =>
      ok(await legacyBalance(app.sim, request.merchant, memberOf(request).memberId, request.language)),
  );

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Every wallet of the member (accountTypeId 2 is the main wallet) and whether a lock holds it',
        response: envelope(legacyWalletListSchema),
      },
    },
    async (request) =>
      ok(await legacyWalletList(app.sim, request.merchant, memberOf(request).memberId, request.language)),
  );

  const lockStateCalls = [
    [
      '/lockStatus',
      'Before a transfer in: lock_status 1 means money moved in stays until the turnover is met',
    ],
    [
      '/lockTransStatus',
      'Before a transfer out: status 1 means the wallet is locked (current_to_required to bet)',
    ],
  ] as const;
  for (const [url, summary] of lockStateCalls)
    app.get(
      url,
      {
        config,
        schema: { tags, summary, querystring: lockQuerySchema, response: envelope(walletLockStateSchema) },
      },
      async (request) => ok(await walletLockState(app.sim, memberOf(request).memberId, request.query)),
    );

  app.get(
    '/lockStatusByType',
    {
      config,
      schema: {
        tags,
        summary: "The wallet's turnover locks, newest first, with what each still requires",
        querystring: lockQuerySchema,
        response: envelope(walletLocksSchema),
      },
    },
    async (request) => ok(await walletLocksByType(app.sim, memberOf(request).memberId, request.query)),
  );
};

export default legacyWalletRoutes;
