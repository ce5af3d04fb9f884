// messages.*: the inbox's back office — send to one member or to every member, list what was sent
// (and what members sent to customer service), take a message back. The same send input is the
// scenario file's `messages:` entry.
import { z } from 'zod';

const merchant = z.string().optional();

export const sendMessageInput = z.object({
  merchant,
  username: z
    .string()
    .min(1)
    .optional()
    .describe("a member's username; left out: a broadcast to every member of the merchant"),
  subject: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(5000),
  sender: z.string().trim().min(1).max(40).default('System').describe("the sender's name the inbox shows"),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

export const listMessagesInput = z
  .object({
    merchant,
    /** messages to or from this member (broadcasts included) */
    username: z.string().optional(),
    audience: z.enum(['MEMBER', 'BROADCAST', 'SUPPORT']).optional(),
    limit: z.number().int().min(1).max(500).default(50),
  })
  .optional();

export const adminMessageSchema = z.object({
  messageId: z.number().int(),
  audience: z.enum(['MEMBER', 'BROADCAST', 'SUPPORT']),
  /** the member it went to (MEMBER), or null */
  recipient: z.string().nullable(),
  sender: z.string(),
  subject: z.string(),
  content: z.string(),
  sendTime: z.number(),
  /** members who read it */
  readBy: z.number().int(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const messageIdInput = z.object({ merchant, messageId: z.number().int().min(1) });
