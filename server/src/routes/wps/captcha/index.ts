// /wps/captcha: a fresh image captcha as base64 PNG, bound to the captchaId cookie; geetest v4
// (GEETEST3): the merchant's captcha_id, and the simulator's stand-in for geetest's own servers.
// LIMITATIONS: geetest is simulated. /wps/captcha/geetest answers as the registry names it (`value.gt`,
// JEVO); /geetest/load and /geetest/verify are the simulator's design, not platform calls: the real
// widget talks to geetest (gcaptcha4.geetest.com), whose puzzles, device checks and scoring are not
// modelled. The challenge is a slider whose target is shown; `geetest.set` forces every challenge to
// pass or fail. `/wps/session/login/unsecure` (SIT, for scripts) skips geetest as it skips the captcha.
import { ok } from '@sim/shared/envelope';
import { CAPTCHA_COOKIE } from '@sim/shared/headers';
import {
  geetestChallengeSchema,
  geetestConfigSchema,
  geetestLoadQuerySchema,
  geetestQuerySchema,
  geetestVerifyRequestSchema,
  geetestVerifyResultSchema,
} from '@sim/shared/wps/geetest';
import { captchaValueSchema } from '@sim/shared/wps/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { geetestConfig, loadChallenge, verifySlider } from '../../../domain/captcha/geetest.ts';
import { envelope } from '../../../foundation/envelope.ts';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['session'],
        summary: 'Image captcha (single use, bound to the captchaId cookie)',
        querystring: z.object({ t: z.string().optional(), _: z.string().optional() }).loose(),
        response: envelope(captchaValueSchema),
      },
    },
    async (_request, reply) => {
      const captcha = await app.sim.captcha.issue();
      reply
        .header('cache-control', 'no-store')
        .setCookie(CAPTCHA_COOKIE, captcha.id, { path: '/', httpOnly: true, sameSite: 'lax' });
      return ok(captcha.pngBase64);
    },
  );

  app.get(
    '/geetest',
    {
      schema: {
        tags: ['session'],
        summary: "Geetest v4 (GEETEST3): the merchant's captcha_id as value.gt",
        description: 'GEETEST3 off: #543 function.not.available.',
        querystring: geetestQuerySchema,
        response: envelope(geetestConfigSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(geetestConfig(request.merchant, request.query.product));
    },
  );

  app.get(
    '/geetest/load',
    {
      schema: {
        tags: ['session'],
        summary: 'Simulated geetest: a slider challenge (lot_number, target) for the captcha_id',
        description:
          "The simulator's stand-in for geetest's load call; the challenge expires on the simulated clock.",
        querystring: geetestLoadQuerySchema,
        response: envelope(geetestChallengeSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await loadChallenge(app.sim, request.merchant, request.query.captcha_id, request.query.product),
      );
    },
  );

  app.post(
    '/geetest/verify',
    {
      schema: {
        tags: ['session'],
        summary: 'Simulated geetest: where the slider ended; success yields the geetestValidateV4 answer',
        description:
          'A position within the tolerance of the target passes (any position when geetest.set forced PASS); a miss spends the challenge.',
        body: geetestVerifyRequestSchema,
        response: envelope(geetestVerifyResultSchema),
      },
    },
    async (request) => ok(await verifySlider(app.sim, request.merchant, request.body)),
  );
};

export default captchaRoutes;
