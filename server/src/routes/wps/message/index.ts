// /wps/message: the legacy jQuery client's inbox (endpoint-registry.md J): GET unreadCount, GET recipients,
// PUT send, GET/DELETE inbox?messageIds=, POST read, GET/DELETE outbox?messageIds=. The same messages the
// EMFE_/CSP_ relays and the member centre's messageV2 page show.
// LIMITATIONS: the real answers are not in public material; the shapes are this simulator's. A member's
// message goes to customer service (seen on the control panel's messages page) or to the member's upline.
import { ok } from '@sim/shared/envelope';
import { unreadCountSchema } from '@sim/shared/relay/inbox';
import {
  legacyChangeSchema,
  legacyMessagePageSchema,
  legacyMessageQuerySchema,
  legacyReadSchema,
  messageIdsQuerySchema,
  recipientListSchema,
  sendMessageSchema,
  sentMessageSchema,
} from '@sim/shared/wps/message';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteFromOutbox, legacyInbox, legacyOutbox, recipients } from '../../../domain/inbox/legacy.ts';
import { deleteMessages, markMessages, memberUnreadCount } from '../../../domain/inbox/member-inbox.ts';
import { sendMemberMessage } from '../../../domain/inbox/sending.ts';
import { requireModule } from '../../../domain/merchants/flags.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['message (legacy)'];
const config = { auth: 'member' } as const;

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unreadCount',
    {
      config,
      schema: { tags, summary: 'Unread inbox messages (a number)', response: envelope(unreadCountSchema) },
    },
    async (request) => ok(await memberUnreadCount(app.sim, request.merchant, memberOf(request).memberId)),
  );

  app.get(
    '/recipients',
    {
      config,
      schema: {
        tags,
        summary: 'Whom a member may write to: customer service, the upline',
        response: envelope(recipientListSchema),
      },
    },
    async (request) => ok(await recipients(app.sim, request.merchant, memberOf(request).memberId)),
  );

  app.put(
    '/send',
    {
      config: { auth: 'member', realAccount: true },
      schema: {
        tags,
        summary: 'Write to customer service (recipient CS) or the upline (UPLINE)',
        body: sendMessageSchema,
        response: envelope(sentMessageSchema),
      },
    },
    async (request) => {
      requireModule(request.merchant, 'INBOX3');
      return ok(
        await sendMemberMessage(app.sim, request.merchant.code, memberOf(request).memberId, request.body),
      );
    },
  );

  app.get(
    '/inbox',
    {
      config,
      schema: {
        tags,
        summary: 'The inbox, newest first (page, size)',
        querystring: legacyMessageQuerySchema,
        response: envelope(legacyMessagePageSchema),
      },
    },
    async (request) =>
      ok(await legacyInbox(app.sim, request.merchant, memberOf(request), request.query, request.language)),
  );

  app.delete(
    '/inbox',
    {
      config,
      schema: {
        tags,
        summary: 'Delete inbox messages (messageIds=1,2,3)',
        querystring: messageIdsQuerySchema,
        response: envelope(legacyChangeSchema),
      },
    },
    async (request) => {
      const { changed } = await deleteMessages(
        app.sim,
        request.merchant,
        memberOf(request).memberId,
        request.query.messageIds,
      );
      return ok({ changed });
    },
  );

  app.post(
    '/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark inbox messages read',
        body: legacyReadSchema,
        response: envelope(legacyChangeSchema),
      },
    },
    async (request) => {
      const { changed } = await markMessages(
        app.sim,
        request.merchant,
        memberOf(request).memberId,
        request.body.messageIds,
        true,
      );
      return ok({ changed });
    },
  );

  app.get(
    '/outbox',
    {
      config,
      schema: {
        tags,
        summary: 'What the member sent, newest first (page, size)',
        querystring: legacyMessageQuerySchema,
        response: envelope(legacyMessagePageSchema),
      },
    },
    async (request) =>
      ok(await legacyOutbox(app.sim, request.merchant, memberOf(request).memberId, request.query)),
  );

  app.delete(
    '/outbox',
    {
      config,
      schema: {
        tags,
        summary: 'Take messages out of the outbox (messageIds=1,2,3)',
        querystring: messageIdsQuerySchema,
        response: envelope(legacyChangeSchema),
      },
    },
    async (request) =>
      ok(
        await deleteFromOutbox(
          app.sim,
          request.merchant,
          memberOf(request).memberId,
          request.query.messageIds,
        ),
      ),
  );
};

export default messageRoutes;
