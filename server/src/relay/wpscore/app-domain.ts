// WPSCORE_checkIfAppDomain?domain= (endpoint-registry.md P's other relays, public): whether a domain is one of
// the merchant's (its main domain or a domain of its router list, the same list the referral links use).
// Without `domain` it checks the host the request came to.
// LIMITATIONS: the real shape was never seen: `{domain, isAppDomain}` is this simulator's.
import { ok } from '@sim/shared/envelope';
import { appDomainQuerySchema, appDomainSchema } from '@sim/shared/wps/system-boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAppDomain } from '../../domain/system/settings.ts';
import { envelope } from '../../foundation/envelope.ts';

const appDomainRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/WPSCORE_checkIfAppDomain',
    {
      schema: {
        tags: ['relay: system'],
        summary: "Whether a domain (the query's, else the request's host) is one of the merchant's",
        querystring: appDomainQuerySchema,
        response: envelope(appDomainSchema),
      },
    },
    async (request) => {
      const domain = request.query.domain || request.host;
      return ok({ domain, isAppDomain: isAppDomain(request.merchant, domain) });
    },
  );
};

export default appDomainRelay;
