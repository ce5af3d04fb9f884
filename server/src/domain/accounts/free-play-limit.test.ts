// Free play mints a trial account per call: one client address gets a limited number per window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, createTestApp, type TestApp, wps } from '../../test/harness.ts';
import { DEFAULT_FREE_PLAY_LIMIT } from './free-play-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const freePlay = () => wps(t, 'POST', '/wps/session/login/freeplay', { body: {} });
const trialAccounts = () => t.db.member.count({ where: { type: 4, username: { startsWith: 'trial' } } });
const { starts, windowMinutes } = DEFAULT_FREE_PLAY_LIMIT;

describe('free play, per client address', () => {
  it(`starts ${starts} trial accounts per ${windowMinutes} minutes, then answers 429 and mints none`, async () => {
    const before = await trialAccounts();
    for (let i = 0; i < starts; i++) expect((await freePlay()).json().success).toBe(true);
    for (let i = 0; i < 5; i++) {
      const refused = await freePlay();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await trialAccounts()).toBe(before + starts);
  });

  it('counts each address on its own', async () => {
    await adminCaller(t).system.setClientLocation({ ip: '203.0.113.7' });
    expect((await freePlay()).json().success).toBe(true);
    await adminCaller(t).system.setClientLocation({ ip: null });
    expect((await freePlay()).statusCode).toBe(429);
  });

  it('opens again once the window has slid past on the simulated clock', async () => {
    await adminCaller(t).clock.advance({ minutes: windowMinutes + 1 });
    expect((await freePlay()).json().success).toBe(true);
  });

  it('refuses all at once no more than the limit lets through', async () => {
    await adminCaller(t).system.setClientLocation({ ip: '203.0.113.8' });
    const answers = await Promise.all(Array.from({ length: starts + 5 }, freePlay));
    expect(answers.filter((a) => a.json().success).length).toBe(starts);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(5);
    await adminCaller(t).system.setClientLocation({ ip: null });
  });
});
