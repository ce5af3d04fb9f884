// GCS_merchantWallet: whether the merchant runs a single wallet (wire-contract.md 4.3).
import { okEnvelope } from '@sim/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const merchantWallet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCS_merchantWallet',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['relay'],
        summary: 'Single or multi wallet',
        response: { 200: okEnvelope(z.object({ isSingle: z.boolean() })) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { isSingle: request.merchant.config.singleWallet },
    }),
  );
};

export default merchantWallet;
