// /wps/captcha: a fresh image captcha as base64 PNG, bound to the captchaId cookie.
// LIMITATIONS: no geetest (/wps/captcha/geetest).
import { ok } from '@sim/shared/envelope';
import { CAPTCHA_COOKIE } from '@sim/shared/headers';
import { captchaValueSchema } from '@sim/shared/wps/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
};

export default captchaRoutes;
