// The help centre and feedback (wire-contract.md 4.6, platform-spec.md 5, 7): GET /wps/system/helpCenter
// answers sections per language; PUT /wps/feedback takes a question type and content of
// FEEDBACK_MIN_WORDS to FEEDBACK_MAX_WORDS words. Both are public (spec section 6); feedback keeps the
// member when a live token comes with it.
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

export const HELP_TAGS = ['aboutus', 'deposit', 'withdraw', 'game', 'faqs'] as const;
export type HelpTag = (typeof HELP_TAGS)[number];

/** GET /wps/system/helpCenter?lang=EN&device=WEB (the Language header when lang is absent) */
export const helpCenterQuerySchema = z
  .object({ lang: z.string().trim().toUpperCase().optional(), device: z.string().optional() })
  .loose();

export const helpItemSchema = z.object({ title: z.string(), content: z.string() });
export const helpSectionSchema = z.object({
  title: z.string(),
  /** HTML */
  content: z.string(),
  bgColor: z.string(),
  lang: z.enum(LANGUAGES),
  display: z.boolean(),
  tag: z.enum(HELP_TAGS),
  children: z.array(helpItemSchema),
});
export type HelpSection = z.infer<typeof helpSectionSchema>;
export const helpCenterSchema = z.array(helpSectionSchema);

export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'GAME',
  'ACCOUNT',
  'PROMOTION',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 300;

const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af';
const WORD = new RegExp(`[${CJK}]|[^\\s${CJK}]+`, 'gu');

/** Words as a reader counts them: runs between spaces, and each Chinese or Japanese character. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export const feedbackContentSchema = z
  .string()
  .trim()
  .max(5000)
  .refine((text) => {
    const words = countWords(text);
    return words >= FEEDBACK_MIN_WORDS && words <= FEEDBACK_MAX_WORDS;
  }, `between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words`)
  // the word count as a pattern, for the OpenAPI document (words of letters outside CJK only)
  .meta({
    pattern: `^\\s*(?:[^\\s${CJK}]+\\s+){${FEEDBACK_MIN_WORDS - 1},${FEEDBACK_MAX_WORDS - 1}}[^\\s${CJK}]+\\s*$`,
  });

/** PUT /wps/feedback */
export const feedbackSchema = z.object({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: feedbackContentSchema,
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;
export const feedbackResultSchema = z.object({ feedbackId: z.number().int() });
