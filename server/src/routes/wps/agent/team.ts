// /wps/agent team management: the downline list, promotion to agent, transfers to the team (encrypted,
// payment password) and the agents' announcements. Agents only, and only for the caller's own team.
// LIMITATIONS: promotion makes a type 2 agent whatever the caller's type (41/42 chains are not modelled).
import { ok } from '@sim/shared/envelope';
import {
  agentAnnouncementsSchema,
  downlineSchema,
  downlinesQuerySchema,
  downlinesSchema,
  downlineTransferSchema,
  promoteDownlineSchema,
} from '@sim/shared/wps/agent';
import { orderSchema } from '@sim/shared/wps/cashier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentAnnouncements } from '../../../domain/agents/announcements.ts';
import { listDownlines, promoteDownline } from '../../../domain/agents/downlines.ts';
import { downlineTransfer } from '../../../domain/agents/team-transfer.ts';
import { toWireOrder } from '../../../domain/cashier/orders.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestIdOf } from '../../../gateway/request-id.ts';

const tags = ['agent'];
const agent = { auth: 'agent', realAccount: true } as const;

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/downlines',
    {
      config: agent,
      schema: {
        tags,
        summary: "The caller's team: search by username, kind and level, paged",
        querystring: downlinesQuerySchema,
        response: envelope(downlinesSchema),
      },
    },
    async (request) => ok(await listDownlines(app.sim.db, memberOf(request).memberId, request.query)),
  );

  app.put(
    '/promoteDownlineToAgent',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Make a direct downline member an agent (type 2)',
        body: promoteDownlineSchema,
        response: envelope(downlineSchema),
      },
    },
    async (request) => ok(await promoteDownline(app.sim.db, memberOf(request), request.body.username)),
  );

  app.put(
    '/transferDownline',
    {
      config: { ...agent, encrypted: true },
      schema: {
        tags,
        summary: 'Send money from the main wallet to a member of the team (encrypted; payment password)',
        body: downlineTransferSchema,
        response: envelope(orderSchema),
      },
    },
    async (request) => {
      const body = { ...request.body, requestId: requestIdOf(request, request.body.requestId) };
      const { order } = await downlineTransfer(app.sim, request.merchant, memberOf(request), body);
      return ok(toWireOrder(order));
    },
  );

  app.get(
    '/announcements',
    {
      config: agent,
      schema: { tags, summary: 'Notices for agents', response: envelope(agentAnnouncementsSchema) },
    },
    async (request) =>
      ok(await agentAnnouncements(app.sim.db, request.merchant.code, app.sim.clock.now(), request.language)),
  );
};

export default teamRoutes;
