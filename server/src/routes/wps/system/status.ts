// GET /wps/system/status, the boot call ("permission", wire-contract.md 4.6), and the same answer as
// GET /wps/v2/system/status (the go444 front end's name, endpoint-registry.md P): one route plugin registered
// under both prefixes. It answers during maintenance and region restriction: the site renders those screens
// from it.
import { ok } from '@sim/shared/envelope';
import { statusQuerySchema, systemStatusSchema } from '@sim/shared/wps/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildSystemStatus } from '../../../domain/system/status.ts';
import { envelope } from '../../../foundation/envelope.ts';

const statusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    {
      // the maintenance window, the region block and serverTime: the clock's second; the visitor's place
      config: {
        gated: false,
        cache: {
          varies: ['merchant', 'location', 'second'],
          topics: ['merchants', 'settings'],
          queryUnused: true,
        },
      },
      schema: {
        tags: ['system'],
        summary: 'Boot call ("permission")',
        querystring: statusQuerySchema,
        response: envelope(systemStatusSchema),
      },
    },
    async (request) => {
      const location = app.sim.location.resolve(request.ip, request.merchant.countryCode);
      return ok(buildSystemStatus(request.merchant, location, app.sim.clock.now()));
    },
  );
};

export default statusRoute;
