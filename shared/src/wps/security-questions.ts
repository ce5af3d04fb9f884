// Security questions (endpoint-registry.md J): GET /wps/member/securityQuestions (the catalogue),
// GET /wps/member/customerSecurityQuestions (the member's), encrypted PUT (set them, with the login
// password) and POST (change them, with the current answers). The answers prove the member when a
// forgotten payment password is set again (PUT /wps/member/paymentPassword with `securityAnswers`).
// The shapes are not public; these are the simulator's.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

/** How many questions a member answers. */
export const SECURITY_QUESTION_COUNT = 3;

export const securityQuestionSchema = z.object({ questionId: z.number().int(), question: z.string() });
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;

/** GET /wps/member/securityQuestions: the questions a member may pick, in the member's language. */
export const securityQuestionListSchema = z.array(securityQuestionSchema);

/** GET /wps/member/customerSecurityQuestions: the questions the member answered (never the answers). */
export const customerSecurityQuestionsSchema = z.object({
  questions: z.array(securityQuestionSchema),
  isSet: z.boolean(),
  required: z.number().int(),
});
export type CustomerSecurityQuestions = z.infer<typeof customerSecurityQuestionsSchema>;

export const securityAnswerSchema = z.object({
  questionId: wireInt(z.number().int().min(1)),
  answer: z.string().trim().min(1).max(64),
});
export type SecurityAnswerInput = z.infer<typeof securityAnswerSchema>;

const distinctQuestions = (answers: SecurityAnswerInput[]) =>
  new Set(answers.map((a) => a.questionId)).size === answers.length;

/** Exactly SECURITY_QUESTION_COUNT answers to different questions. */
export const securityAnswersSchema = z
  .array(securityAnswerSchema)
  .length(SECURITY_QUESTION_COUNT)
  .refine(distinctQuestions, 'each question once');

/** Answers given as a proof: one per question the member answered. */
export const securityProofSchema = z
  .array(securityAnswerSchema)
  .min(1)
  .max(SECURITY_QUESTION_COUNT)
  .refine(distinctQuestions, 'each question once');

/** PUT /wps/member/customerSecurityQuestions (encrypted): set them the first time. */
export const setSecurityQuestionsSchema = z.object({
  questions: securityAnswersSchema,
  /** the login password proves it is the member */
  password: z.string().min(1).max(64),
});

/** POST /wps/member/customerSecurityQuestions (encrypted): new ones, proved with the current answers. */
export const changeSecurityQuestionsSchema = z.object({
  questions: securityAnswersSchema,
  oldQuestions: securityProofSchema,
});
