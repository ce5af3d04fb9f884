// The chat room (CBS3, token): the member's conversation with customer service. CBS_unreadCount,
// CBS_launchChat (`value.chatUrl`) and CBS_groupPermission are the registry's; CBS_getChatMessages,
// CBS_sendChatMessage and CBS_readChat are this simulator's names for the room itself. CSP_ImUrl (P's other
// relays) answers CBS_launchChat's answer.
// LIMITATIONS: one room per member (CBS_modelList, the live show's models, is models.ts); CSP_ImUrl's real shape
// was never seen (it answers its neighbour CBS_launchChat's `chatUrl`).
import { ok } from '@sim/shared/envelope';
import {
  chatMessagesQuerySchema,
  chatPermissionSchema,
  chatRoomSchema,
  chatUnreadSchema,
  launchChatSchema,
  sendChatSchema,
  sentChatSchema,
} from '@sim/shared/relay/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isModuleOn, requireModule } from '../../domain/merchants/flags.ts';
import { channelOf, chatRoom, chatUnreadCount, readChat, sendChat } from '../../domain/support/chat.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const tags = ['relay: customer service'];
const config = { auth: 'member' } as const;

const chatRelays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/CBS_getChatMessages',
    {
      config,
      schema: {
        tags,
        summary: 'The chat room: channel, agent, header colour and the latest lines (afterId)',
        querystring: chatMessagesQuerySchema,
        response: envelope(chatRoomSchema),
      },
    },
    async (request) =>
      ok(await chatRoom(app.sim, request.merchant, memberOf(request).memberId, request.query.afterId)),
  );

  app.post(
    '/CBS_sendChatMessage',
    {
      config,
      schema: {
        tags,
        summary: 'A line to customer service ({content}); the agent answers after a short delay',
        body: sendChatSchema,
        response: envelope(sentChatSchema),
      },
    },
    async (request) => {
      const member = memberOf(request);
      const message = await sendChat(
        app.sim,
        request.merchant,
        member.memberId,
        request.body.content,
        request.language,
      );
      return ok({ message });
    },
  );

  app.post(
    '/CBS_readChat',
    {
      config,
      schema: {
        tags,
        summary: 'The answers shown so far are seen (→ how many)',
        response: envelope(z.object({ read: z.number().int() })),
      },
    },
    async (request) => ok({ read: await readChat(app.sim, request.merchant, memberOf(request).memberId) }),
  );

  app.get(
    '/CBS_unreadCount',
    {
      config,
      schema: { tags, summary: 'Answers not yet seen', response: envelope(chatUnreadSchema) },
    },
    async (request) => ok(await chatUnreadCount(app.sim, request.merchant, memberOf(request).memberId)),
  );

  // CSP_ImUrl (the go444 front end's name, endpoint-registry.md P) asks the same: where the chat opens
  for (const name of ['CBS_launchChat', 'CSP_ImUrl'])
    app.get(
      `/${name}`,
      {
        config,
        schema: {
          tags,
          summary: 'Where the chat room opens (value.chatUrl)',
          response: envelope(launchChatSchema),
        },
      },
      async (request) => {
        requireModule(request.merchant, 'CBS3');
        const channel = await channelOf(app.sim.db, memberOf(request).memberId);
        return ok({ chatUrl: channel === 'VIP' ? '/livechat?channel=VIP' : '/livechat' });
      },
    );

  app.get(
    '/CBS_groupPermission',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the member may chat, and in which channel',
        response: envelope(chatPermissionSchema),
      },
    },
    async (request) => {
      const channel = await channelOf(app.sim.db, memberOf(request).memberId);
      return ok({ allowed: isModuleOn(request.merchant, 'CBS3'), channel });
    },
  );
};

export default chatRelays;
