// /wps/message/*: the legacy jQuery client's inbox (endpoint-registry.md J): GET unreadCount, GET recipients,
// PUT send, GET/DELETE inbox?messageIds=, POST read, GET/DELETE outbox. The answers are this simulator's
// (the real ones are not in public material); the fields follow the relay inbox's.
import { z } from 'zod';
import { inboxQuerySchema, messageIdsSchema } from '../relay/inbox.ts';

export const legacyMessageQuerySchema = inboxQuerySchema;

export const legacyMessageSchema = z.object({
  messageId: z.number().int(),
  subject: z.string(),
  content: z.string(),
  /** who sent it (inbox) or to whom it went (outbox) */
  sender: z.string(),
  recipient: z.string(),
  sendTime: z.number(),
  isRead: z.boolean(),
});

export const legacyMessagePageSchema = z.object({
  list: z.array(legacyMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** CS: customer service; UPLINE: the member's upline agent (when there is one) */
export const MESSAGE_RECIPIENTS = ['CS', 'UPLINE'] as const;

export const recipientSchema = z.object({ id: z.enum(MESSAGE_RECIPIENTS), name: z.string() });
export const recipientListSchema = z.array(recipientSchema);

export const sendMessageSchema = z
  .object({
    recipient: z.enum(MESSAGE_RECIPIENTS).default('CS'),
    subject: z.string().trim().min(1).max(100),
    content: z.string().trim().min(1).max(2000),
  })
  .loose();

export const sentMessageSchema = z.object({ messageId: z.number().int() });

export const messageIdsQuerySchema = z.object({ messageIds: messageIdsSchema }).loose();

export const legacyReadSchema = z.object({ messageIds: messageIdsSchema }).loose();

export const legacyChangeSchema = z.object({ changed: z.number().int() });
