// The inbox relays (modID INBOX3; endpoint-registry.md A, B and the go444 notes): EMFE_getInbox?page=1&size=1,
// EMFE_getInboxUnreadCount (value: 1), CSP_unreadCount and CSP_getInbox (the same under the CSP names), and
// the member centre's marks: EMFE_readInbox {messageIds, read} and EMFE_deleteInbox {messageIds}.
// LIMITATIONS: the real inbox list and the mark/delete calls were never seen; their names and shapes are
// this simulator's (the legacy /wps/message family is the other way in).
import { ok } from '@sim/shared/envelope';
import {
  deleteInboxSchema,
  inboxChangeSchema,
  inboxPageSchema,
  inboxQuerySchema,
  markInboxSchema,
  unreadCountSchema,
} from '@sim/shared/relay/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteMessages,
  inboxPage,
  markMessages,
  memberUnreadCount,
} from '../../domain/inbox/member-inbox.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';
import { readRelay } from '../mcs2/read-relay.ts';

const tags = ['relay: inbox'];
const noQuery = z.object({}).loose();

const inboxRelays: FastifyPluginAsyncZod = async (app) => {
  readRelay(app, {
    names: ['EMFE_getInbox', 'CSP_getInbox'],
    tags,
    summary: 'The member’s messages, newest first (page, size), with the unread count',
    query: inboxQuerySchema,
    response: inboxPageSchema,
    answer: (request, query) =>
      inboxPage(app.sim, request.merchant, memberOf(request).memberId, query, request.language),
  });

  readRelay(app, {
    names: ['EMFE_getInboxUnreadCount', 'CSP_unreadCount'],
    tags,
    summary: 'Unread messages (a number; needs a token: spec section 6)',
    query: noQuery,
    response: unreadCountSchema,
    answer: (request) => memberUnreadCount(app.sim, request.merchant, memberOf(request).memberId),
  });

  app.post(
    '/EMFE_readInbox',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Mark messages read (read: false marks them unread again)',
        body: markInboxSchema,
        response: envelope(inboxChangeSchema),
      },
    },
    async (request) =>
      ok(
        await markMessages(
          app.sim,
          request.merchant,
          memberOf(request).memberId,
          request.body.messageIds,
          request.body.read,
        ),
      ),
  );

  app.post(
    '/EMFE_deleteInbox',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Delete messages from the member’s inbox',
        body: deleteInboxSchema,
        response: envelope(inboxChangeSchema),
      },
    },
    async (request) =>
      ok(
        await deleteMessages(app.sim, request.merchant, memberOf(request).memberId, request.body.messageIds),
      ),
  );
};

export default inboxRelays;
