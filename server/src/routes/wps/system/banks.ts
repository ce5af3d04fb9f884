// /wps/system/depositBanks and /withdrawBanks: the legacy client's bank lists, called with the member's
// token (the deposit channels with the kinds they take and where to pay the manual ones; the banks a
// member may bind a card of and withdraw to).
// LIMITATIONS: the answers' shapes are not public: the deposit list is the merchant's channels (the same
// as MCSFE_getDepositSettings) with their legacy kinds, the withdrawal banks every bank the simulator
// pays out to, whatever the merchant's currency.
import { ok } from '@sim/shared/envelope';
import { withdrawBanksSchema } from '@sim/shared/wps/bank-card';
import { depositBanksSchema } from '@sim/shared/wps/legacy-money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawBanks } from '../../../domain/cashier/bank-cards.ts';
import { depositBanks } from '../../../domain/cashier/legacy-deposits.ts';
import { envelope } from '../../../foundation/envelope.ts';

const tags = ['system', 'cashier'];
const config = { auth: 'member', realAccount: true } as const;

const bankListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/depositBanks',
    {
      config,
      schema: {
        tags,
        summary: 'Deposit channels with their legacy kinds (pg, mt, ma, qr) and the accounts to pay into',
        response: envelope(depositBanksSchema),
      },
    },
    async (request) => ok(depositBanks(request.merchant, request.language)),
  );

  app.get(
    '/withdrawBanks',
    {
      config,
      schema: {
        tags,
        summary: 'The banks a card can be bound at and withdrawn to',
        response: envelope(withdrawBanksSchema),
      },
    },
    async () => ok(withdrawBanks()),
  );
};

export default bankListRoutes;
