// /wps/system: the public boot and configuration calls. They answer during maintenance and region
// restriction too: the site needs them to render those screens.
// LIMITATIONS: no /wps/system/location, settings/consolidated or templates yet;
// the visitor's country comes from the admin override or the merchant's home country (no GeoIP).

import { ok } from '@sim/shared/envelope';
import { countryListSchema } from '@sim/shared/wps/register';
import {
  domainRouteSchema,
  registerRulesSchema,
  statusQuerySchema,
  systemStatusSchema,
  whitelabelNodeSchema,
} from '@sim/shared/wps/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whitelabelTree } from '../../../domain/merchants/flags.ts';
import { countriesFor } from '../../../domain/system/countries.ts';
import { systemStatusJson } from '../../../domain/system/status.ts';
import { envelope } from '../../../platform/envelope.ts';

const config = { gated: false } as const;

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Boot call ("permission")',
        querystring: statusQuerySchema,
        response: envelope(systemStatusSchema),
      },
    },
    // serialised by systemStatusJson (the merchant's part cached), the bytes the schema would give
    async (request, reply) => {
      const location = app.sim.location.resolve(request.ip, request.merchant.countryCode);
      const json = systemStatusJson(request.merchant, location, app.sim.clock.now());
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

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
