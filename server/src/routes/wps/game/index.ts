// /wps/game/launchGame: GET only (POST is #459), launchMode required (#727 otherwise), login required,
// #734 while a round of another game is still open; launchMode LOTT opens the site's lottery page for a
// lotto code. The answer is `value.content.game_url`, and `value.gameUrl` for older builds.
// LIMITATIONS: every vendor launches the simulated provider's page; backUrl, webView and isCoin are
// ignored; a vendor refuses only under maintenance (or through an injected fault).
import { errorEnvelopeSchema, ok } from '@sim/shared/envelope';
import { launchQuerySchema, launchResponseSchema } from '@sim/shared/wps/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchGame } from '../../../domain/play/launch.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { PlatformError } from '../../../foundation/errors.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestOrigin } from '../../../gateway/origin.ts';

const tags = ['game'];

const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/launchGame',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Launch a game',
        querystring: launchQuerySchema,
        response: envelope(launchResponseSchema),
      },
    },
    async (request) =>
      ok(
        await launchGame(
          app.sim,
          request.merchant,
          memberOf(request),
          request.query,
          requestOrigin(request),
          request.language,
        ),
      ),
  );

  app.post(
    '/launchGame',
    {
      schema: {
        tags,
        summary: 'Refused: launchGame is GET only (#459)',
        response: { 405: errorEnvelopeSchema },
      },
    },
    async () => {
      throw PlatformError.of('methodNotSupported');
    },
  );
};

export default gameRoutes;
