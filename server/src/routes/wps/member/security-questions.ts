// /wps/member/securityQuestions and /customerSecurityQuestions (endpoint-registry.md J): the questions a
// member may answer, the ones the member answered, setting them (PUT, encrypted, the login password)
// and changing them (POST, encrypted, the current answers). The answers then prove the member when a
// forgotten payment password is set again (PUT /wps/member/paymentPassword with securityAnswers).
// LIMITATIONS: the shapes are not public (these are the simulator's); eight fixed questions, three to
// answer; the answers do not reset a forgotten login password (the SMS and e-mail ways do).
import { ok } from '@sim/shared/envelope';
import {
  changeSecurityQuestionsSchema,
  customerSecurityQuestionsSchema,
  securityQuestionListSchema,
  setSecurityQuestionsSchema,
} from '@sim/shared/wps/security-questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { securityQuestionCatalogue } from '../../../domain/accounts/security-question-texts.ts';
import {
  changeSecurityQuestions,
  customerSecurityQuestions,
  setSecurityQuestions,
} from '../../../domain/accounts/security-questions.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['member'];
const change = { auth: 'member', realAccount: true, encrypted: true } as const;
const answered = envelope(customerSecurityQuestionsSchema);

const securityQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/securityQuestions',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "The security questions a member may answer, in the member's language",
        response: envelope(securityQuestionListSchema),
      },
    },
    async (request) => ok(securityQuestionCatalogue(request.language)),
  );

  app.get(
    '/customerSecurityQuestions',
    {
      config: { auth: 'member' },
      schema: { tags, summary: 'The questions the member answered (never the answers)', response: answered },
    },
    async (request) =>
      ok(await customerSecurityQuestions(app.sim.db, memberOf(request).memberId, request.language)),
  );

  app.put(
    '/customerSecurityQuestions',
    {
      config: change,
      schema: {
        tags,
        summary: 'Answer three security questions the first time (encrypted; the login password)',
        body: setSecurityQuestionsSchema,
        response: answered,
      },
    },
    async (request) =>
      ok(await setSecurityQuestions(app.sim, memberOf(request).memberId, request.body, request.language)),
  );

  app.post(
    '/customerSecurityQuestions',
    {
      config: change,
      schema: {
        tags,
        summary: 'Change the security questions and answers (encrypted; the current answers)',
        body: changeSecurityQuestionsSchema,
        response: answered,
      },
    },
    async (request) =>
      ok(await changeSecurityQuestions(app.sim, memberOf(request).memberId, request.body, request.language)),
  );
};

export default securityQuestionRoutes;
