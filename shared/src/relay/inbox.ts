// The inbox (endpoint-registry.md A, B and the go444 notes; wire-contract.md 4.12): EMFE_getInbox?page=1&size=1,
// EMFE_getInboxUnreadCount -> value: 1, CSP_unreadCount and CSP_getInbox (the same under the CSP name),
// and the reads, unreads and deletes the member-centre page (messageV2) makes.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

export const inboxQuerySchema = z
  .object({
    page: wireInt(z.number().int().min(1).max(100_000)).default(1),
    size: wireInt(z.number().int().min(1).max(100)).default(10),
  })
  .loose();

export const inboxMessageSchema = z.object({
  messageId: z.number().int(),
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  /** true for a message to every member of the merchant */
  broadcast: z.boolean(),
  sendTime: z.number(),
  isRead: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  unreadCount: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const unreadCountSchema = z.number().int();

const MAX_ID = 2_147_483_647;
const messageIdSchema = wireInt(z.number().int().min(1).max(MAX_ID));

/** ids as a list, or one id, or the legacy comma-separated string */
export const messageIdsSchema = z.union([
  z.array(messageIdSchema).min(1).max(200),
  messageIdSchema.transform((id) => [id]),
  z
    .string()
    .regex(/^\d+(,\d+){0,199}$/)
    // what the ids' bounds leave of the text, for the OpenAPI document
    .meta({ pattern: '^[1-9]\\d{0,8}(?:,[1-9]\\d{0,8}){0,199}$' })
    .transform((ids) => ids.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(MAX_ID))),
]);

export const markInboxSchema = z
  .object({
    messageIds: messageIdsSchema,
    /** false marks the messages unread again */
    read: z.boolean().default(true),
  })
  .loose();

export const deleteInboxSchema = z.object({ messageIds: messageIdsSchema }).loose();

export const inboxChangeSchema = z.object({
  /** messages of the member's inbox the call changed */
  changed: z.number().int(),
  unreadCount: z.number().int(),
});
