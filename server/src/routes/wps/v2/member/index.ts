// /wps/v2/member: GET /securityConfig (endpoint-registry.md B login.securityConfig, COMM3, token): what guards
// the member's account: bound mobile and e-mail, payee name, payment password, the extra verification a login
// from an unregistered address asks for (LOGINIPVERF3) and its methods.
// LIMITATIONS: the shape was never seen (shared/src/wps/security-config.ts documents the one chosen); the
// Google authenticator is the simulated one the back office binds (authenticators.bind).
import { ok } from '@sim/shared/envelope';
import { securityConfigSchema } from '@sim/shared/wps/security-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityConfig } from '../../../../domain/accounts/security-config.ts';
import { envelope } from '../../../../foundation/envelope.ts';
import { memberOf } from '../../../../gateway/member.ts';

const memberV2Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/securityConfig',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary:
          "What guards the member's account: bound mobile and e-mail, PIN, payee name, new-address checks",
        response: envelope(securityConfigSchema),
      },
    },
    async (request) =>
      ok(await securityConfig(app.sim.db, app.sim.clock, request.merchant, memberOf(request).memberId)),
  );
};

export default memberV2Routes;
