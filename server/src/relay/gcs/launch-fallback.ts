// GCS_gameLaunchFB (endpoint-registry.md A eGame.gameLaunchFB, token false, GET): the fallback launch.
// Designed as its neighbours GCS_gameTrialLaunch and /wps/game/launchGame are (the same query, the same
// `value.content.game_url` / `value.gameUrl` answer, the same launch domain): a live token launches the
// member's game (launchMode defaults to FB), no token a visitor's free trial.
// LIMITATIONS: the call's real behaviour was never seen: which launch it falls back to is this simulator's
// design; a dead token is refused (401), never taken for a visitor; trial rules are GCS_gameTrialLaunch's.
import { ok } from '@sim/shared/envelope';
import { launchQuerySchema, launchResponseSchema } from '@sim/shared/wps/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchFallback } from '../../domain/play/launch-fallback.ts';
import { envelope } from '../../foundation/envelope.ts';
import { optionalMemberOf } from '../../gateway/optional-member.ts';
import { requestOrigin } from '../../gateway/origin.ts';

const launchFallbackRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/GCS_gameLaunchFB',
    {
      schema: {
        tags: ['relay: play'],
        summary: "Fallback launch: the member's game with a token, a free trial without one",
        // a token is optional, but a dead one is refused (401)
        security: [{}, { token: [] }],
        querystring: launchQuerySchema,
        response: envelope(launchResponseSchema),
      },
    },
    async (request) =>
      ok(
        await launchFallback(
          app.sim,
          request.merchant,
          await optionalMemberOf(app, request),
          request.query,
          requestOrigin(request),
          request.language,
        ),
      ),
  );
};

export default launchFallbackRelay;
