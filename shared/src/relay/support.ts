// Customer service (platform-spec.md 7, 8; wire-contract.md 3, item 7): getService
// (WPSCORE_getCustomerServiceScript) answers `value.version.pathList`; a type "3" entry's path is DES
// ciphertext with its 8-character key appended, which the browser opens and shows in a popup. Members
// above VIP 4 get the VIP list (spec section 6). The chat room (CBS3) talks to a simulated agent.
// The registry names CBS_unreadCount, CBS_launchChat, CBS_groupPermission and CBS_modelList; the
// message calls (CBS_getChatMessages, CBS_sendChatMessage, CBS_readChat) and every shape but
// `value.chatUrl` are this simulator's.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

export { ENCRYPTED_PATH_TYPE } from './support-link';

export const customerServicePathSchema = z.object({ type: z.string(), name: z.string(), path: z.string() });
export type CustomerServicePath = z.infer<typeof customerServicePathSchema>;

export const customerServiceSchema = z.object({
  version: z.object({
    pathList: z.array(customerServicePathSchema),
    /** the member is above VIP 4: these are the VIP customer-service paths */
    vip: z.boolean(),
  }),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const CHAT_SENDERS = ['MEMBER', 'AGENT'] as const;
export const CHAT_CHANNELS = ['STANDARD', 'VIP'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  content: z.string(),
  /** ms epoch */
  sentAt: z.number(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET CBS_getChatMessages[?afterId=] */
export const chatMessagesQuerySchema = z
  .object({ afterId: wireInt(z.number().int().min(0)).optional() })
  .loose();
export const chatRoomSchema = z.object({
  channel: z.enum(CHAT_CHANNELS),
  agentName: z.string(),
  /** platform-spec.md 9 */
  headerColor: z.string(),
  list: z.array(chatMessageSchema),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const CHAT_MAX_LENGTH = 500;

/** POST CBS_sendChatMessage */
export const sendChatSchema = z.object({ content: z.string().trim().min(1).max(CHAT_MAX_LENGTH) });
export const sentChatSchema = z.object({ message: chatMessageSchema });

/** GET CBS_unreadCount → value: the agent's lines not yet seen */
export const chatUnreadSchema = z.number().int();

/** GET CBS_launchChat → value.chatUrl (the site's chat page) */
export const launchChatSchema = z.object({ chatUrl: z.string() });

/** GET CBS_groupPermission */
export const chatPermissionSchema = z.object({ allowed: z.boolean(), channel: z.enum(CHAT_CHANNELS) });

/** POST CBS_readChat → value: how many of the agent's lines it marked read */
export const readChatSchema = z.object({ read: z.number() });
