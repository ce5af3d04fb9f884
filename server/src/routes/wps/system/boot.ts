// /wps/system boot calls beside the status (endpoint-registry.md B common.location, common.settings; P's
// other relays): GET /location, GET /settings/consolidated and the front end's beacon POST /collect (204).
// Public, and they answer during maintenance and region restriction like the status.
// LIMITATIONS: the wire contract gives no shape for location or settings (4.6, "shapes not seen"): location is
// the status answer's `location`, settings the status answer's merchant parts with the module switches
// flattened as the app flattens them; what the beacon is sent is kept only in the journal.
import { ok } from '@sim/shared/envelope';
import { locationSchema } from '@sim/shared/wps/system';
import { collectBodySchema, consolidatedSettingsSchema } from '@sim/shared/wps/system-boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolidatedSettings } from '../../../domain/system/settings.ts';
import { envelope } from '../../../foundation/envelope.ts';

const tags = ['system'];

const bootRoutes: FastifyPluginAsyncZod = async (app) => {
  const whereFrom = (ip: string, countryCode: string) => app.sim.location.resolve(ip, countryCode);

  app.get(
    '/location',
    {
      config: { gated: false },
      schema: {
        tags,
        summary: "Where the visitor appears to be: address and country (the control room's override)",
        response: envelope(locationSchema),
      },
    },
    async (request) => ok(whereFrom(request.ip, request.merchant.countryCode)),
  );

  app.get(
    '/settings/consolidated',
    {
      config: { gated: false },
      schema: {
        tags,
        summary:
          "The merchant's settings in one answer: brand config, module switches, register rules, links",
        response: envelope(consolidatedSettingsSchema),
      },
    },
    async (request) =>
      ok(
        consolidatedSettings(
          request.merchant,
          whereFrom(request.ip, request.merchant.countryCode),
          app.sim.clock.now(),
        ),
      ),
  );

  app.post(
    '/collect',
    {
      config: { gated: false },
      schema: {
        tags,
        summary: "The front end's beacon (page views, timings): accepted with 204 and no body",
        body: collectBodySchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (_request, reply) => reply.code(204).send(null),
  );
};

export default bootRoutes;
