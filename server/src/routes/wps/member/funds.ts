// /wps/member money calls: the consolidated funds (contract flags and balance) and the payment password.
// LIMITATIONS: the contract flags follow the merchant's modules (SIGNCONDIV3, DAILYSALCONT3, HOURSAL3,
// RTSALARY3) for agents only, whether or not the agent has a contract yet (the contracts themselves are
// the MCS2_/MCSFE_ contract relays). A forgotten payment password is set again with the security
// answers (security-questions.ts); bank cards: bank-card.ts.
import { ok } from '@sim/shared/envelope';
import {
  hasPaymentPasswordSchema,
  paymentPasswordSchema,
  paymentPasswordSetSchema,
} from '@sim/shared/wps/cashier';
import { consolidatedSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPaymentPassword, setPaymentPassword } from '../../../domain/cashier/payment-password.ts';
import { consolidatedFunds } from '../../../domain/wallet/consolidated.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['member'];

const fundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/info/funds/consolidated',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Contract flags (salary, dividend) and the balance',
        response: envelope(consolidatedSchema),
      },
    },
    async (request) => ok(await consolidatedFunds(app.sim, request.merchant, memberOf(request))),
  );

  app.get(
    '/hasWithdrawalPassword',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Whether a payment password is set',
        response: envelope(hasPaymentPasswordSchema),
      },
    },
    async (request) => ok(await hasPaymentPassword(app.sim.db, memberOf(request).memberId)),
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/paymentPassword',
      config: { auth: 'member', realAccount: true, encrypted: true },
      schema: {
        tags,
        summary: 'Set (login password) or change (old payment password) the payment password; encrypted',
        body: paymentPasswordSchema,
        response: envelope(paymentPasswordSetSchema),
      },
      handler: async (request) =>
        ok(await setPaymentPassword(app.sim, memberOf(request).memberId, request.body)),
    });
  }
};

export default fundsRoutes;
