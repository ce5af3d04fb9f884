// /wps/game/launchGame: GET only (POST is #459), launchMode required (#727 otherwise), login required,
// #734 while a round of another game is still open; launchMode LOTT opens the site's lottery page for a
// lotto code. The answer is `value.content.game_url`, and `value.gameUrl` for older builds.
import { okEnvelope } from '@sim/shared/envelope';
import { launchQuerySchema, launchResponseSchema } from '@sim/shared/wps/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchGame } from '../../../domain/play/launch.ts';
import { requestOrigin } from '../../../gateway/origin.ts';
import { PlatformError } from '../../../platform/errors.ts';

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
        response: { 200: okEnvelope(launchResponseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await launchGame(
        app.sim,
        request.merchant,
        request.member!,
        request.query,
        requestOrigin(request),
      ),
    }),
  );

  app.post(
    '/launchGame',
    { schema: { tags, summary: 'Refused: launchGame is GET only (#459)' } },
    async () => {
      throw PlatformError.of('methodNotSupported');
    },
  );
};

export default gameRoutes;
