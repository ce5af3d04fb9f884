// GCS_merchantWallet: whether the merchant runs a single wallet (wire-contract.md 4.3).
// LIMITATIONS: answers isSingle alone; whatever else the real answer carries is not in public material.
import { ok } from '@sim/shared/envelope';
import { merchantWalletSchema } from '@sim/shared/wps/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../foundation/envelope.ts';

const merchantWallet: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCS_merchantWallet',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['relay'],
        summary: 'Single or multi wallet',
        response: envelope(merchantWalletSchema),
      },
    },
    async (request) => ok({ isSingle: request.merchant.config.singleWallet }),
  );
};

export default merchantWallet;
