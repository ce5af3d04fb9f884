// A launch token lives only as long as the login session that made it and expires on its own; an
// admin lock ends every session of the member; a trial account plays with play money whatever it asks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, deposit, mainBalance } from '../../test/cashier-helpers.ts';
import { backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';
import { LAUNCH_LIFETIME_HOURS } from './provider-session.ts';

let t: TestApp;
let slot: { id: number; minBetMinor: bigint };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await backToSeed(t);
  slot = await gameOf(t, { gameType: 'RNG' });
});

const stake = () => Number(slot.minBetMinor) / 100;
const spin = (launchToken: string) =>
  provider(t, 'round', { token: launchToken, roundId: newRoundId(), stake: stake() });
const state = (launchToken: string) =>
  t.app.inject({ method: 'GET', url: `/provider/api/state?token=${launchToken}` });

async function demoLaunch() {
  const token = await loginAs(t, 'demo01', 'Demo1234');
  const launchToken = await providerToken(t, token, slot.id);
  expect((await spin(launchToken)).statusCode).toBe(200);
  return { token, launchToken };
}

function expectRefused(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ success: false, errorCode: 'provider.session.invalid' });
}

describe('launch tokens and the login session', () => {
  it('stop at logout: no round settles, no money moves', async () => {
    const { token, launchToken } = await demoLaunch();
    await wps(t, 'DELETE', '/wps/session/logout', { token });
    const before = await t.db.gameRound.count();
    expectRefused(await spin(launchToken));
    expectRefused(await state(launchToken));
    expect(await t.db.gameRound.count()).toBe(before);
  });

  it('stop when a second login replaces the session', async () => {
    const { launchToken } = await demoLaunch();
    await loginAs(t, 'demo01', 'Demo1234');
    expectRefused(await spin(launchToken));
  });

  it('stop when the session idles out on the simulated clock, and playing counts as activity', async () => {
    const { launchToken } = await demoLaunch();
    await adminCaller(t).clock.advance({ minutes: 20 });
    expect((await spin(launchToken)).statusCode).toBe(200);
    await adminCaller(t).clock.advance({ minutes: 20 });
    expect((await spin(launchToken)).statusCode).toBe(200);
    await adminCaller(t).clock.advance({ minutes: 31 });
    expectRefused(await spin(launchToken));
  });

  it(`expire ${LAUNCH_LIFETIME_HOURS} hours after the launch even while the session lives`, async () => {
    const { token, launchToken } = await demoLaunch();
    for (let minutes = 0; minutes < LAUNCH_LIFETIME_HOURS * 60; minutes += 25) {
      await adminCaller(t).clock.advance({ minutes: 25 });
      expect((await wps(t, 'GET', '/wps/session/touch', { token })).statusCode).toBe(200);
    }
    expectRefused(await spin(launchToken));
    // a fresh launch from the same session plays
    expect((await spin(await providerToken(t, token, slot.id))).statusCode).toBe(200);
  });

  it("expire for a visitor's free trial too", async () => {
    const trialGame = await gameOf(t, { gameType: 'RNG', trial: true });
    const launched = await wps(t, 'GET', `/wps/relay/GCS_gameTrialLaunch?nodeId=${trialGame.id}`);
    const launchToken = new URL(launched.json().value.content.game_url).searchParams.get('token')!;
    expect((await state(launchToken)).json().value.trial).toBe(true);
    await adminCaller(t).clock.advance({ hours: LAUNCH_LIFETIME_HOURS, minutes: 1 });
    expectRefused(await state(launchToken));
  });
});

describe('locking a member', () => {
  it('ends every session and launch at once: the next token call answers 401', async () => {
    const { token, launchToken } = await demoLaunch();
    const other = await adminCaller(t).members.loginAs({ username: 'demo01' });
    await adminCaller(t).members.update({ username: 'demo01', locked: true });
    const live = () =>
      t.db.session.count({
        where: { endedAt: null, member: { merchantCode: 'sim001', username: 'demo01' } },
      });
    expect(await live()).toBe(0);
    expectRefused(await spin(launchToken));
    for (const session of [token, other.token]) {
      const answer = await deposit(t, session, { amount: 500, channelCode: 'BKASH' });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ errorCode: 'login.not.session' });
    }
  });

  it('refuses the sessions of a member locked in the database directly', async () => {
    const { token, launchToken } = await demoLaunch();
    await t.db.member.updateMany({ where: { username: 'demo01' }, data: { status: 'LOCKED' } });
    expect((await wps(t, 'GET', '/wps/v2/wallets/balance', { token })).statusCode).toBe(401);
    expectRefused(await spin(launchToken));
  });
});

describe('a trial account', () => {
  it('plays with play money even when it launches with accountType=1', async () => {
    const trial = (await wps(t, 'POST', '/wps/session/login/freeplay', { body: {} })).json().value;
    const launchToken = await providerToken(t, trial.token, slot.id);
    expect((await state(launchToken)).json().value).toMatchObject({ trial: true, balance: 2000 });
    expect((await spin(launchToken)).json()).toMatchObject({ success: false, errorCode: 'trial.round' });
    const played = await provider(t, 'trial-round', { token: launchToken, stake: stake() });
    expect(played.json().success).toBe(true);
    expect(await mainBalance(t, trial.id)).toBe(2000);
    expect(await t.db.gameRound.count({ where: { memberId: trial.id } })).toBe(0);
  });
});
