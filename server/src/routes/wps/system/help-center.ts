// GET /wps/system/helpCenter?lang=EN&device=WEB (COMM3, public; wire-contract.md 4.6): the help
// centre's sections in the language asked (the Language header, else the merchant's default).
// Registered beside the other /wps/system calls, ungated like them.
// LIMITATIONS: the same content for every device.
import { ok } from '@sim/shared/envelope';
import { normaliseLanguage } from '@sim/shared/languages';
import { helpCenterQuerySchema, helpCenterSchema } from '@sim/shared/wps/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpCenter } from '../../../domain/help/content.ts';
import { envelope } from '../../../foundation/envelope.ts';

const helpCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/helpCenter',
    {
      config: { gated: false },
      schema: {
        tags: ['system'],
        summary: 'Help-centre sections per language (aboutus, deposit, withdraw, game, faqs)',
        querystring: helpCenterQuerySchema,
        response: envelope(helpCenterSchema),
      },
    },
    async (request) => {
      const lang = normaliseLanguage(request.query.lang, normaliseLanguage(request.language));
      return ok(await helpCenter(app.sim.db, request.merchant, lang));
    },
  );
};

export default helpCenterRoutes;
