// /wps/member/bankCard: the member's withdrawal accounts (GET) and binding one (PUT, encrypted, with the
// payment password) as the legacy jQuery client calls them (endpoint-registry.md J). The legacy
// withdrawal (POST /wps/transaction/withdraw) pays out to one of them.
// LIMITATIONS: the shapes are not public: the list masks all but the last four characters of an
// account; a card is unbound only by the back office (bankCards.remove), as the client has no call for it.
import { ok } from '@sim/shared/envelope';
import { bankCardListSchema, bindBankCardSchema } from '@sim/shared/wps/bank-card';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankCardList, bindBankCard } from '../../../domain/cashier/bank-cards.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['member', 'cashier'];
const config = { auth: 'member', realAccount: true } as const;

const bankCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bankCard',
    {
      config,
      schema: {
        tags,
        summary: "The member's bank cards (account numbers masked) and how many may be bound",
        response: envelope(bankCardListSchema),
      },
    },
    async (request) => ok(await bankCardList(app.sim.db, memberOf(request).memberId)),
  );

  app.put(
    '/bankCard',
    {
      config: { ...config, encrypted: true },
      schema: {
        tags,
        summary: 'Bind a bank card in the payee name (encrypted; the payment password)',
        body: bindBankCardSchema,
        response: envelope(bankCardListSchema),
      },
    },
    async (request) =>
      ok(await bindBankCard(app.sim, request.merchant.code, memberOf(request).memberId, request.body)),
  );
};

export default bankCardRoutes;
