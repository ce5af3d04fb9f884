// /wps/member money calls: the consolidated funds (contract flags and balance) and the payment password.
import {
  hasPaymentPasswordSchema,
  paymentPasswordSchema,
  paymentPasswordSetSchema,
} from '@sim/shared/wps/cashier';
import { consolidatedSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPaymentPassword } from '../../../domain/cashier/payment-password.ts';
import { consolidatedFunds } from '../../../domain/wallet/consolidated.ts';
import { envelope } from '../../../platform/envelope.ts';

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
    async (request) => ({
      success: true as const,
      value: await consolidatedFunds(app.sim, request.merchant, request.member!),
    }),
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
    async (request) => {
      const member = await app.sim.db.member.findUniqueOrThrow({ where: { id: request.member!.memberId } });
      return { success: true as const, value: member.paymentPasswordHash !== null };
    },
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
      handler: async (request) => ({
        success: true as const,
        value: await setPaymentPassword(app.sim.db, request.member!.memberId, request.body),
      }),
    });
  }
};

export default fundsRoutes;
