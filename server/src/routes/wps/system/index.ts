// /wps/system: the public boot and configuration calls. They answer during maintenance and region
// restriction too: the site needs them to render those screens.
// Their answers are kept per merchant (gateway/answer-cache.ts): a profile changes only by an admin write.
// The boot call itself is status.ts (also /wps/v2/system/status), location, settings and the beacon boot.ts,
// the legacy notices announcements.ts.
// /templates (B common.templates) answers the merchant's site template per platform (domain/system/templates.ts).
// LIMITATIONS: the templates' shape is this simulator's design (the wire contract never saw one, 4.6);
// the visitor's country comes from the admin override or the merchant's home country (no GeoIP).

import { ok } from '@sim/shared/envelope';
import { countryListSchema } from '@sim/shared/wps/register';
import { domainRouteSchema, registerRulesSchema, whitelabelNodeSchema } from '@sim/shared/wps/system';
import { templateListSchema, templatesQuerySchema } from '@sim/shared/wps/system-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whitelabelTree } from '../../../domain/merchants/flags.ts';
import { countriesFor } from '../../../domain/system/countries.ts';
import { siteTemplates } from '../../../domain/system/templates.ts';
import { envelope } from '../../../foundation/envelope.ts';

/** answers made from the merchant's profile alone */
const config = { gated: false, cache: { varies: ['merchant'], topics: ['merchants'] } } as const;

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/whitelabel',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'White-label module tree',
        response: envelope(whitelabelNodeSchema),
      },
    },
    async (request) => ok(whitelabelTree(request.merchant)),
  );

  app.get(
    '/country',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Countries and dialling codes',
        response: envelope(countryListSchema),
      },
    },
    async (request) => ok(countriesFor(request.merchant)),
  );

  app.get(
    '/domainRoute',
    {
      config,
      schema: {
        tags: ['system'],
        summary: "Router list: the merchant's domains with their speed (common.routers)",
        response: envelope(domainRouteSchema),
      },
    },
    async (request) => ok({ domainList: request.merchant.config.domainRoute }),
  );

  app.get(
    '/templates',
    {
      config: { gated: false, cache: { varies: ['merchant', 'query'], topics: ['merchants'] } },
      schema: {
        tags: ['system'],
        summary:
          "The merchant's site templates: one per platform (W desktop, H5 mobile), or the one asked for",
        querystring: templatesQuerySchema,
        response: envelope(templateListSchema),
      },
    },
    async (request) => ok(siteTemplates(request.merchant, request.query.platform)),
  );

  app.get(
    '/setting/register',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Registration validators',
        response: envelope(registerRulesSchema),
      },
    },
    async (request) => ok(request.merchant.registerRules),
  );
};

export default systemRoutes;
