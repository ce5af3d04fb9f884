// help.*: the help centre's content per language (the built-in text, or the back office's edit of a
// section); feedback.*: the inbox of PUT /wps/feedback.
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { FEEDBACK_QUESTION_TYPES, HELP_TAGS, helpItemSchema, helpSectionSchema } from '../wps/help.ts';

const merchant = z.string().optional();

export const listHelpInput = z.object({ merchant, lang: z.enum(LANGUAGES) });
export const adminHelpSectionSchema = helpSectionSchema.extend({
  /** the back office edited it (false: the built-in text) */
  edited: z.boolean(),
});
export type AdminHelpSection = z.infer<typeof adminHelpSectionSchema>;

export const setHelpSectionInput = z.object({
  merchant,
  lang: z.enum(LANGUAGES).describe("the section's language"),
  tag: z.enum(HELP_TAGS).describe('which section'),
  title: z.string().trim().min(1).max(120).describe("the section's title"),
  content: z.string().max(20_000).describe("the section's HTML"),
  bgColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional()
    .describe("the section's background colour"),
  display: z.boolean().optional().describe('shown in the help centre'),
  children: z
    .array(helpItemSchema.extend({ title: z.string().max(200), content: z.string().max(5000) }))
    .max(50)
    .optional()
    .describe("the section's questions and answers"),
});
export type SetHelpSection = z.infer<typeof setHelpSectionInput>;

/** back to the built-in text */
export const resetHelpSectionInput = z.object({ merchant, lang: z.enum(LANGUAGES), tag: z.enum(HELP_TAGS) });

/** the scenario file's `help:` key: sections to set */
export const helpScenarioSchema = z.array(setHelpSectionInput.omit({ merchant: true }));

export const FEEDBACK_STATUSES = ['NEW', 'READ', 'RESOLVED'] as const;

export const listFeedbackInput = z
  .object({
    merchant,
    status: z.enum(FEEDBACK_STATUSES).optional(),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .optional();
export const adminFeedbackSchema = z.object({
  feedbackId: z.number().int(),
  username: z.string().nullable(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string(),
  language: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  remark: z.string().nullable(),
  submittedAt: z.number(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const updateFeedbackInput = z.object({
  merchant,
  feedbackId: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
  remark: z.string().trim().max(500).optional(),
});
