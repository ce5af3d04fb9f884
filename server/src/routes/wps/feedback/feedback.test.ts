// The help centre per language (built in, edited by the back office) and feedback from visitors and
// members, read in the back office's inbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCaller,
  backToSeed,
  createTestApp,
  loginAs,
  setFlag,
  type TestApp,
  wps,
} from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const caller = () => adminCaller(t);
const help = async (query: string, headers?: Record<string, string>) =>
  (await wps(t, 'GET', `/wps/system/helpCenter${query}`, { headers })).json();
const feedback = (body: unknown, token?: string) => wps(t, 'PUT', '/wps/feedback', { body, token });

describe('GET /wps/system/helpCenter', () => {
  it('answers every section in the language asked, the Language header or the default', async () => {
    const en = await help('?lang=EN&device=WEB');
    expect(en.value.map((s: { tag: string }) => s.tag)).toEqual([
      'aboutus',
      'deposit',
      'withdraw',
      'game',
      'faqs',
    ]);
    expect(en.value[0]).toMatchObject({ lang: 'EN', title: 'About us', display: true });
    expect(en.value[0].content).toContain('SimBet');
    expect(en.value[4].children.length).toBeGreaterThan(0);
    expect((await help('', { language: 'JA' })).value[0].title).toBe('私たちについて');
    expect((await help('')).value[0]).toMatchObject({ lang: 'BN', title: 'আমাদের সম্পর্কে' });
  });

  it('shows the back office edit, hides a section off display, and resets to the built-in text', async () => {
    await caller().help.setSection({
      lang: 'BN',
      tag: 'deposit',
      title: 'জমা নির্দেশিকা',
      content: '<p>নতুন</p>',
    });
    await caller().help.setSection({ lang: 'BN', tag: 'game', title: 'গেমস', content: '', display: false });
    const bn = (await help('?lang=BN')).value;
    expect(bn.find((s: { tag: string }) => s.tag === 'deposit')).toMatchObject({
      title: 'জমা নির্দেশিকা',
      content: '<p>নতুন</p>',
    });
    expect(bn.some((s: { tag: string }) => s.tag === 'game')).toBe(false);
    expect((await help('?lang=EN')).value[1].title).toBe('How to deposit');
    const sections = await caller().help.sections({ lang: 'BN' });
    expect(sections.find((s) => s.tag === 'deposit')?.edited).toBe(true);
    await caller().help.resetSection({ lang: 'BN', tag: 'deposit' });
    expect((await help('?lang=BN')).value[1].title).toBe('কীভাবে জমা করবেন');
  });
});

describe('PUT /wps/feedback', () => {
  it('takes feedback from a visitor and a member into the back office inbox', async () => {
    const visitor = await feedback({
      questionType: 'SUGGESTION',
      content: 'Please add more cricket games here',
    });
    expect(visitor.json()).toMatchObject({ success: true, value: { feedbackId: expect.any(Number) } });
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await feedback({ questionType: 'DEPOSIT', content: '我的存款还没有到账' }, token);
    const inbox = await caller().feedback.list();
    expect(inbox).toHaveLength(2);
    expect(inbox[0]).toMatchObject({ username: 'demo01', questionType: 'DEPOSIT', status: 'NEW' });
    expect(inbox[1]).toMatchObject({ username: null, questionType: 'SUGGESTION' });

    const resolved = await caller().feedback.update({
      feedbackId: inbox[0]!.feedbackId,
      status: 'RESOLVED',
      remark: 'credited',
    });
    expect(resolved).toMatchObject({ status: 'RESOLVED', remark: 'credited' });
    expect(await caller().feedback.list({ status: 'NEW' })).toHaveLength(1);
  });

  it("refuses a dead token with 401 rather than taking the feedback as a visitor's", async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    await wps(t, 'POST', '/wps/session/logout', { token });
    const body = { questionType: 'SUGGESTION', content: 'Please add more cricket games here' };
    for (const dead of [token, 'not-a-token-at-all']) {
      const refused = await feedback(body, dead);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    }
    expect(await caller().feedback.list()).toHaveLength(0);
  });

  it('refuses too few or too many words and unknown question types', async () => {
    for (const body of [
      { questionType: 'GAME', content: 'too short' },
      { questionType: 'GAME', content: 'word '.repeat(301) },
      { questionType: 'NOPE', content: 'one two three four five six' },
    ]) {
      const answer = await feedback(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
    expect(await caller().feedback.list()).toHaveLength(0);
  });

  it('is off without FEEDBACK3', async () => {
    await setFlag(t, 'FEEDBACK3', false);
    const answer = await feedback({ questionType: 'OTHER', content: 'one two three four five six' });
    expect(answer.json().errorCode).toBe('function.not.available');
  });
});
