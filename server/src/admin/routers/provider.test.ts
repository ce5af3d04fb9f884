import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { gameOf, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const caller = () => adminCaller(t);

describe('provider', () => {
  it('forces the next outcome of a member and lists the rounds played', async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const slot = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, slot.id);
    await caller().provider.forceOutcome({ username: 'demo01', multiplier: 4 });
    await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 5 });
    const [round] = await caller().provider.rounds({ username: 'demo01' });
    expect(round).toMatchObject({ nodeId: slot.id, stake: 5, win: 20, status: 'SETTLED' });
    await expect(caller().provider.forceOutcome({ username: 'ghost', multiplier: 1 })).rejects.toThrow(
      /No member/,
    );
    await expect(caller().provider.forceOutcome({ nodeId: 1, multiplier: 1 })).rejects.toThrow(/No game/);
  });

  it('puts a single game under maintenance and back', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    await caller().provider.setMaintenance({ nodeId: slot.id, maintenance: true });
    const listed = async () =>
      (await wps(t, 'GET', `/wps/relay/GCSGAME_gameList?vassalage=${slot.vendorCode}&pageSize=1`)).json()
        .value.games[0];
    expect((await listed()).maintenance).toBe(true);
    await caller().provider.setMaintenance({ nodeId: slot.id, maintenance: false });
    expect((await listed()).maintenance).toBeNull();
    await expect(caller().provider.setMaintenance({ vendor: 'NOPE', maintenance: true })).rejects.toThrow(
      /No such vendor/,
    );
    await expect(caller().provider.setMaintenance({ maintenance: true })).rejects.toThrow(
      /name a vendor or a nodeId/,
    );
  });
});

describe('mail.outbox', () => {
  it('lists the e-mails sent, newest first', async () => {
    await wps(t, 'POST', '/wps/member/password/email', {
      body: 'username=demo01&email=demo01%40sim.local',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const [mail] = await caller().mail.outbox({ email: 'DEMO01@sim.local' });
    expect(mail).toMatchObject({ to: 'demo01@sim.local', purpose: 'RESET_PASSWORD' });
    expect(await caller().mail.outbox({ email: 'nobody@sim.local' })).toEqual([]);
  });
});
