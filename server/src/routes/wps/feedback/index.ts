// PUT /wps/feedback (FEEDBACK3, public; platform-spec.md 5, 7): a question type and content of
// FEEDBACK_MIN_WORDS to FEEDBACK_MAX_WORDS words; a live token names the member who sent it.
// LIMITATIONS: no attachments; the answer's shape (`feedbackId`) is this simulator's.
import { ok } from '@sim/shared/envelope';
import { feedbackResultSchema, feedbackSchema } from '@sim/shared/wps/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFeedback } from '../../../domain/feedback/feedback.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { optionalMemberOf } from '../../../gateway/optional-member.ts';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback ({questionType, content}); a live token names the member',
        // a token is optional, but a dead one is refused (401)
        security: [{}, { token: [] }],
        body: feedbackSchema,
        response: envelope(feedbackResultSchema),
      },
    },
    async (request) => {
      const member = await optionalMemberOf(app, request);
      return ok(await sendFeedback(app.sim, request.merchant, member, request.body, request.language));
    },
  );
};

export default feedbackRoutes;
