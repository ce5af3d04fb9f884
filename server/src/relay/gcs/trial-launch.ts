// GCS_gameTrialLaunch: a free trial of a game for a visitor (public; play money, nothing recorded).
// LIMITATIONS: 2000 in play money per launch; trial rounds are not recorded, are not listed among recent
// games, and ignore the outcomes QA forces.
import { ok } from '@sim/shared/envelope';
import { launchQuerySchema, launchResponseSchema } from '@sim/shared/wps/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchTrial } from '../../domain/play/launch.ts';
import { envelope } from '../../foundation/envelope.ts';
import { requestOrigin } from '../../gateway/origin.ts';

const trialLaunch: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCS_gameTrialLaunch',
    {
      schema: {
        tags: ['relay: play'],
        summary: 'Free trial launch (games with supportPlay 0)',
        querystring: launchQuerySchema,
        response: envelope(launchResponseSchema),
      },
    },
    async (request) =>
      ok(
        await launchTrial(app.sim, request.merchant, request.query, requestOrigin(request), request.language),
      ),
  );
};

export default trialLaunch;
