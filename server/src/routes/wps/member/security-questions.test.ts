// Security questions: the catalogue in the member's language, setting them with the login password
// (PUT), changing them with the current answers (POST), and setting a forgotten payment password again
// with them; every proof counts towards the payment password's lock.
import {
  customerSecurityQuestionsSchema,
  securityQuestionListSchema,
} from '@sim/shared/wps/security-questions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aWithdrawal, okValue, withdraw } from '../../../test/cashier-helpers.ts';
import {
  backToSeed,
  createTestApp,
  loginAs,
  type TestApp,
  wps,
  wpsEncrypted,
} from '../../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  token = await loginAs(t, 'demo01', 'Demo1234');
});

const ANSWERS = [
  { questionId: 1, answer: 'Dhaka Residential' },
  { questionId: 3, answer: 'Tiger' },
  { questionId: 5, answer: 'Biryani' },
];

const setQuestions = (body: Record<string, unknown>) =>
  wpsEncrypted(t, 'PUT', '/wps/member/customerSecurityQuestions', body, { token });
const changeQuestions = (body: Record<string, unknown>) =>
  wpsEncrypted(t, 'POST', '/wps/member/customerSecurityQuestions', body, { token });
const answered = async () =>
  customerSecurityQuestionsSchema.parse(
    okValue(await wps(t, 'GET', '/wps/member/customerSecurityQuestions', { token })),
  );
const resetPin = (body: Record<string, unknown>) =>
  wpsEncrypted(
    t,
    'PUT',
    '/wps/member/paymentPassword',
    { paymentPassword: '654321', confirmPaymentPassword: '654321', ...body },
    { token },
  );

describe('GET /wps/member/securityQuestions', () => {
  it("lists the questions in the member's language", async () => {
    const english = securityQuestionListSchema.parse(
      okValue(await wps(t, 'GET', '/wps/member/securityQuestions', { token, headers: { language: 'EN' } })),
    );
    expect(english).toHaveLength(8);
    expect(english[0]).toEqual({ questionId: 1, question: 'What is the name of your first school?' });
    const vietnamese = okValue<{ question: string }[]>(
      await wps(t, 'GET', '/wps/member/securityQuestions', { token, headers: { language: 'VI' } }),
    );
    expect(vietnamese[0]!.question).toBe('Tên trường học đầu tiên của bạn là gì?');
  });
});

describe('/wps/member/customerSecurityQuestions', () => {
  it('sets three answers with the login password, once; lists the questions, never the answers', async () => {
    expect(await answered()).toEqual({ questions: [], isSet: false, required: 3 });
    const set = okValue(await setQuestions({ questions: ANSWERS, password: 'Demo1234' }));
    expect(set).toMatchObject({
      isSet: true,
      questions: [{ questionId: 1 }, { questionId: 3 }, { questionId: 5 }],
    });
    expect(JSON.stringify(await answered())).not.toContain('Tiger');
    expect((await setQuestions({ questions: ANSWERS, password: 'Demo1234' })).json()).toMatchObject({
      errorCode: 'SECURITY_QUESTIONS_ALREADY_SET',
    });
  });

  it.each([
    [{ questions: ANSWERS, password: 'Wrong999' }, 'US_INCORRECT_PASSWORD_ERROR'],
    [
      { questions: [...ANSWERS.slice(0, 2), { questionId: 42, answer: 'x' }], password: 'Demo1234' },
      'SECURITY_QUESTION_NOT_FOUND',
    ],
  ])('refuses %j with %s', async (body, errorCode) => {
    expect((await setQuestions(body)).json()).toMatchObject({ success: false, errorCode });
    expect((await answered()).isSet).toBe(false);
  });

  it.each([
    [{ questions: ANSWERS.slice(0, 2), password: 'Demo1234' }],
    [{ questions: [ANSWERS[0], ANSWERS[0], ANSWERS[1]], password: 'Demo1234' }],
  ])('answers malformed %j with 400', async (body) => {
    expect((await setQuestions(body)).statusCode).toBe(400);
  });

  it('changes them with the current answers (case and spaces aside)', async () => {
    okValue(await setQuestions({ questions: ANSWERS, password: 'Demo1234' }));
    const fresh = [
      { questionId: 2, answer: 'Begum' },
      { questionId: 4, answer: 'Sylhet' },
      { questionId: 6, answer: 'Karim' },
    ];
    const wrongOld = ANSWERS.map((a) => ({ ...a, answer: 'nope' }));
    expect((await changeQuestions({ questions: fresh, oldQuestions: wrongOld })).json()).toMatchObject({
      errorCode: 'SECURITY_ANSWERS_INCORRECT',
    });
    const loose = ANSWERS.map((a) => ({ ...a, answer: `  ${a.answer.toUpperCase()} ` }));
    const changed = customerSecurityQuestionsSchema.parse(
      okValue(await changeQuestions({ questions: fresh, oldQuestions: loose })),
    );
    expect(changed.questions.map((q) => q.questionId)).toEqual([2, 4, 6]);
  });

  it('cannot change what was never set', async () => {
    const response = await changeQuestions({ questions: ANSWERS, oldQuestions: ANSWERS });
    expect(response.json()).toMatchObject({ errorCode: 'SECURITY_QUESTIONS_NOT_SET' });
  });
});

describe('a forgotten payment password', () => {
  it('is set again with the security answers; the new one then pays a withdrawal', async () => {
    expect((await resetPin({ securityAnswers: ANSWERS })).json()).toMatchObject({
      errorCode: 'SECURITY_QUESTIONS_NOT_SET',
    });
    okValue(await setQuestions({ questions: ANSWERS, password: 'Demo1234' }));
    expect(okValue(await resetPin({ securityAnswers: ANSWERS }))).toEqual({ hasPaymentPassword: true });
    expect((await withdraw(t, token, aWithdrawal({ paymentPassword: '123456' }))).json().errorCode).toBe(
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect(okValue(await withdraw(t, token, aWithdrawal({ paymentPassword: '654321' }))).status).toBe(
      'PENDING',
    );
  });

  it('five wrong answers lock the payment password', async () => {
    okValue(await setQuestions({ questions: ANSWERS, password: 'Demo1234' }));
    const wrong = ANSWERS.map((a) => ({ ...a, answer: 'guess' }));
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await resetPin({ securityAnswers: wrong })).json().errorCode);
    expect(codes).toEqual([
      ...Array(4).fill('SECURITY_ANSWERS_INCORRECT'),
      'US_INCORRECT_PASSWORD_MAX_TIMES_ERROR',
    ]);
    expect((await resetPin({ securityAnswers: ANSWERS })).json().errorCode).toBe(
      'US_INCORRECT_PASSWORD_MAX_TIMES_ERROR',
    );
  });
});
