// GCS_merchantWallet: whether the merchant runs a single wallet (wire-contract.md 4.3).
import { okEnvelope } from '@sim/shared/envelope';
import { merchantWalletSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const merchantWallet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCS_merchantWallet',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['relay'],
        summary: 'Single or multi wallet',
        response: { 200: okEnvelope(merchantWalletSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { isSingle: request.merchant.config.singleWallet },
    }),
  );
};

export default merchantWallet;
