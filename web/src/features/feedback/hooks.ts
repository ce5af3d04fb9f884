import { type FeedbackInput, feedbackResultSchema } from '@sim/shared/wps/help';
import { useMutation } from '@tanstack/react-query';
import { readToken } from '../../api/session-store';
import { wireSend } from '../../api/wire';

/** PUT /wps/feedback (public; a member's token goes along so the back office knows who wrote). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      wireSend('PUT', '/wps/feedback', feedbackResultSchema, input, { auth: readToken() !== null }),
  });
}
