// Security questions as the member meets them (/wps/member/securityQuestions and
// /customerSecurityQuestions): the catalogue, the questions the member answered, setting them the first
// time with the login password, changing them with the current answers. Either proof is a try at the
// payment-password surface (five wrong ones lock it for 30 minutes), as the answers later prove the
// member when a forgotten payment password is set again.
import type { Language } from '@sim/shared/languages';
import {
  type CustomerSecurityQuestions,
  type changeSecurityQuestionsSchema,
  SECURITY_QUESTION_COUNT,
  type setSecurityQuestionsSchema,
} from '@sim/shared/wps/security-questions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { guardedTry, type PinDeps } from '../cashier/payment-password.ts';
import { verifyPassword } from './passwords.ts';
import {
  answeredQuestionIds,
  answersMatch,
  requireSecurityAnswers,
  storeSecurityAnswers,
} from './security-answers.ts';
import { isSecurityQuestion, securityQuestion } from './security-question-texts.ts';

type SetQuestions = z.infer<typeof setSecurityQuestionsSchema>;
type ChangeQuestions = z.infer<typeof changeSecurityQuestionsSchema>;

export async function customerSecurityQuestions(
  db: Db,
  memberId: number,
  language: Language,
): Promise<CustomerSecurityQuestions> {
  const ids = await answeredQuestionIds(db, memberId);
  return {
    questions: ids.map((id) => securityQuestion(id, language)),
    isSet: ids.length > 0,
    required: SECURITY_QUESTION_COUNT,
  };
}

const requireKnown = (request: { questions: { questionId: number }[] }) => {
  if (request.questions.some((q) => !isSecurityQuestion(q.questionId)))
    throw PlatformError.of('securityQuestionNotFound');
};

/** PUT: the first answers, proved with the login password. */
export async function setSecurityQuestions(
  deps: PinDeps,
  memberId: number,
  request: SetQuestions,
  language: Language,
) {
  if ((await answeredQuestionIds(deps.db, memberId)).length > 0)
    throw PlatformError.of('securityQuestionsAlreadySet');
  requireKnown(request);
  const { passwordHash } = await deps.db.member.findUniqueOrThrow({
    where: { id: memberId },
    select: { passwordHash: true },
  });
  if (!(await guardedTry(deps, memberId, () => verifyPassword(request.password, passwordHash))))
    throw PlatformError.of('incorrectPassword', { message: 'The login password is incorrect' });
  await storeSecurityAnswers(deps.db, memberId, request.questions);
  return customerSecurityQuestions(deps.db, memberId, language);
}

/** POST: new answers, proved with the current ones. */
export async function changeSecurityQuestions(
  deps: PinDeps,
  memberId: number,
  request: ChangeQuestions,
  language: Language,
) {
  await requireSecurityAnswers(deps.db, memberId);
  requireKnown(request);
  if (!(await guardedTry(deps, memberId, () => answersMatch(deps.db, memberId, request.oldQuestions))))
    throw PlatformError.of('securityAnswersIncorrect');
  await storeSecurityAnswers(deps.db, memberId, request.questions);
  return customerSecurityQuestions(deps.db, memberId, language);
}
