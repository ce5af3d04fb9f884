// /wps/agent registration centre: new downline accounts (encrypted), affiliate URLs and codes, the
// downline's rebate rates. Agents only (config.auth 'agent'; trial accounts get in_need_true_account).
// LIMITATIONS: a registered affiliate is any member directly under the agent (whether it joined by the
// affiliate code, a URL or the agent's own form is not recorded); a URL's domain is not served by the simulator.
import { noValueSchema, ok } from '@sim/shared/envelope';
import {
  affiliateUrlCreateSchema,
  affiliateUrlDeleteQuerySchema,
  affiliateUrlSchema,
  affiliateUrlsSchema,
  downlineCreateSchema,
  downlineRebatesQuerySchema,
  downlineRebatesSchema,
  downlineRebatesUpdateSchema,
  downlineSchema,
  globalRebateSettingsSchema,
  registeredAffiliatesQuerySchema,
  registeredAffiliatesSchema,
} from '@sim/shared/wps/agent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAffiliateUrl,
  deleteAffiliateUrl,
  listAffiliateUrls,
  registeredAffiliates,
} from '../../../domain/agents/affiliates.ts';
import { createDownline } from '../../../domain/agents/downlines.ts';
import { downlineRates, ownRates, setDownlineRates } from '../../../domain/agents/rebate-rates.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['agent'];
const agent = { auth: 'agent', realAccount: true } as const;

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/downline',
    {
      config: { ...agent, encrypted: true },
      schema: {
        tags,
        summary: 'Create a member or agent (type 2) directly under the caller (encrypted)',
        body: downlineCreateSchema,
        response: envelope(downlineSchema),
      },
    },
    async (request) => ok(await createDownline(app.sim, request.merchant, memberOf(request), request.body)),
  );

  app.get(
    '/affiliateUrls',
    {
      config: agent,
      schema: { tags, summary: "The caller's affiliate URLs", response: envelope(affiliateUrlsSchema) },
    },
    async (request) => ok(await listAffiliateUrls(app.sim.db, memberOf(request))),
  );

  app.post(
    '/affiliateUrl',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Add an affiliate URL: visitors registering on the domain join the caller',
        body: affiliateUrlCreateSchema,
        response: envelope(affiliateUrlSchema),
      },
    },
    async (request) => ok(await addAffiliateUrl(app.sim.db, memberOf(request), request.body.domain)),
  );

  app.delete(
    '/affiliateUrl',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Remove one of the caller’s affiliate URLs',
        querystring: affiliateUrlDeleteQuerySchema,
        response: envelope(noValueSchema),
      },
    },
    async (request) => ok(await deleteAffiliateUrl(app.sim.db, memberOf(request), request.query.affiUrlId)),
  );

  app.get(
    '/registeredAffiliates',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Members who joined the caller directly, in a date range',
        querystring: registeredAffiliatesQuerySchema,
        response: envelope(registeredAffiliatesSchema),
      },
    },
    async (request) =>
      ok(await registeredAffiliates(app.sim.db, memberOf(request), request.query, app.sim.clock.now())),
  );

  app.get(
    '/globalRebateSettings',
    {
      config: agent,
      schema: {
        tags,
        summary: "The caller's own rebate rates: the most its downline may get",
        response: envelope(globalRebateSettingsSchema),
      },
    },
    async (request) => ok({ rates: await ownRates(app.sim.db, memberOf(request)) }),
  );

  app.get(
    '/downlineRebates',
    {
      config: agent,
      schema: {
        tags,
        summary: "A team member's rebate rates and the caller's ceiling",
        querystring: downlineRebatesQuerySchema,
        response: envelope(downlineRebatesSchema),
      },
    },
    async (request) => ok(await downlineRates(app.sim.db, memberOf(request), request.query.username)),
  );

  app.put(
    '/downlineRebates',
    {
      config: agent,
      schema: {
        tags,
        summary: "Set a direct downline's rebate rates (each at most the caller's own)",
        body: downlineRebatesUpdateSchema,
        response: envelope(downlineRebatesSchema),
      },
    },
    async (request) =>
      ok(await setDownlineRates(app.sim.db, memberOf(request), request.body.username, request.body.rates)),
  );
};

export default registrationRoutes;
