// The feedback form's rules: the shared contract's question types and word range, with the site's
// message keys (spec section 5: feedback content between N and M words).
import {
  countWords,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_QUESTION_TYPES,
} from '@sim/shared/wps/help';
import { z } from 'zod';

export const FEEDBACK_MESSAGE_PARAMS = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS };

export const feedbackFormSchema = z.object({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string().refine((text) => {
    const words = countWords(text);
    return words >= FEEDBACK_MIN_WORDS && words <= FEEDBACK_MAX_WORDS;
  }, 'feedback.wordRange'),
});
