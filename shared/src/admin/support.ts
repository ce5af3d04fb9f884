// support.*: customer service's back office — the paths getService answers (plain and VIP), the
// simulated agent's delay, chat transcripts, and answering as the agent.
import { z } from 'zod';
import { CHAT_CHANNELS, CHAT_MAX_LENGTH, CHAT_SENDERS, chatMessageSchema } from '../relay/support.ts';

const merchant = z.string().optional();

export const supportPathInput = z.object({
  type: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .describe('the path\'s type as the platform numbers them ("3": the chat, opened in a popup)'),
  name: z.string().trim().min(1).max(60).describe('the label the site shows'),
  url: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('a URL or a same-origin path; a type "3" path is sealed (DES) on the wire'),
});
export type SupportPath = z.infer<typeof supportPathInput>;

export const supportSettingsSchema = z.object({
  paths: z.array(supportPathInput).max(10).describe('the paths getService answers'),
  vipPaths: z.array(supportPathInput).max(10).describe('the paths members above VIP 4 get'),
  replyDelaySeconds: z
    .number()
    .int()
    .min(0)
    .max(600)
    .describe('simulated seconds before the simulated agent answers'),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

export const supportMerchantInput = z.object({ merchant }).optional();
export const setSupportSettingsInput = supportSettingsSchema.partial().extend({ merchant });

/** the scenario file's `support:` key */
export const supportScenarioSchema = setSupportSettingsInput.omit({ merchant: true });

export const listChatsInput = z
  .object({ merchant, limit: z.number().int().min(1).max(200).default(50) })
  .optional();
export const chatSummarySchema = z.object({
  username: z.string(),
  channel: z.enum(CHAT_CHANNELS),
  messages: z.number().int(),
  lastMessage: z.string(),
  lastAt: z.number(),
  /** who wrote the latest line (the simulated agent's answer may still be pending) */
  lastFrom: z.enum(CHAT_SENDERS),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

export const transcriptInput = z.object({ merchant, username: z.string().min(1) });
export const transcriptLineSchema = chatMessageSchema.extend({ operator: z.string().nullable() });
export const transcriptSchema = z.object({
  username: z.string(),
  channel: z.enum(CHAT_CHANNELS),
  list: z.array(transcriptLineSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const replyInput = z.object({
  merchant,
  username: z.string().min(1),
  content: z.string().trim().min(1).max(CHAT_MAX_LENGTH),
  /** shown as the operator in the transcript */
  operator: z.string().trim().min(1).max(40).default('operator'),
});
