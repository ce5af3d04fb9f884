// A member's stored security answers: hashed like passwords after trimming, folding case and runs of
// spaces (so "Dhaka " and "dhaka" are one answer), replaced as a whole, and checked as a whole: a proof
// answers every question the member answered. Who may store or check them: security-questions.ts and
// the payment password (cashier/payment-password.ts).
import type { SecurityAnswerInput } from '@sim/shared/wps/security-questions';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { isSecurityQuestion } from './security-question-texts.ts';

const normalise = (answer: string) => answer.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/** The ids of the questions the member answered, in id order. */
export async function answeredQuestionIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.securityAnswer.findMany({
    where: { memberId },
    select: { questionId: true },
    orderBy: { questionId: 'asc' },
  });
  return rows.map((row) => row.questionId);
}

/** Replaces the member's answers (every question must be one of the catalogue's). */
export async function storeSecurityAnswers(db: Db, memberId: number, answers: SecurityAnswerInput[]) {
  if (answers.some((a) => !isSecurityQuestion(a.questionId)))
    throw PlatformError.of('securityQuestionNotFound');
  const hashed = await Promise.all(
    answers.map(async (a) => ({
      memberId,
      questionId: a.questionId,
      answerHash: await hashPassword(normalise(a.answer)),
    })),
  );
  await db.$transaction([
    db.securityAnswer.deleteMany({ where: { memberId } }),
    db.securityAnswer.createMany({ data: hashed }),
  ]);
}

export async function clearSecurityAnswers(db: Db, memberId: number): Promise<void> {
  await db.securityAnswer.deleteMany({ where: { memberId } });
}

/** SECURITY_QUESTIONS_NOT_SET unless the member answered some (checked before a try is counted). */
export async function requireSecurityAnswers(db: Db, memberId: number): Promise<void> {
  if ((await db.securityAnswer.count({ where: { memberId } })) === 0)
    throw PlatformError.of('securityQuestionsNotSet');
}

/** Whether `given` answers every question the member answered, each rightly (never, when none is). */
export async function answersMatch(db: Db, memberId: number, given: SecurityAnswerInput[]): Promise<boolean> {
  const stored = await db.securityAnswer.findMany({ where: { memberId } });
  if (stored.length === 0 || given.length !== stored.length) return false;
  const checks = stored.map((row) => {
    const answer = given.find((g) => g.questionId === row.questionId);
    return answer ? verifyPassword(normalise(answer.answer), row.answerHash) : Promise.resolve(false);
  });
  return (await Promise.all(checks)).every(Boolean);
}
