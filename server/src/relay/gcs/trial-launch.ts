// GCS_gameTrialLaunch: a free trial of a game for a visitor (public; play money, nothing recorded).
import { okEnvelope } from '@sim/shared/envelope';
import { launchQuerySchema, launchResponseSchema } from '@sim/shared/wps/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchTrial } from '../../domain/play/launch.ts';
import { requestOrigin } from '../../gateway/origin.ts';

const trialLaunch: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCS_gameTrialLaunch',
    {
      schema: {
        tags: ['relay: play'],
        summary: 'Free trial launch (games with supportPlay 0)',
        querystring: launchQuerySchema,
        response: { 200: okEnvelope(launchResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await launchTrial(app.sim, request.merchant, request.query, requestOrigin(request)),
    }),
  );
};

export default trialLaunch;
