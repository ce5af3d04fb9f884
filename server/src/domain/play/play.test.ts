import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminMutation, backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { gameOf, launch, newRoundId, provider, providerToken } from '../../test/play-helpers.ts';

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

const balance = async () =>
  (await wps(t, 'GET', '/wps/v2/wallets/balance', { token })).json().value.sumBalance as number;

describe('GET /wps/game/launchGame', () => {
  it('answers value.content.game_url pointing at the simulated provider, and records a recent game', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const response = await launch(t, token, slot.id);
    expect(response.json().value.content.game_url).toMatch(
      /^http:\/\/localhost(:\d+)?\/provider\/play\?token=[0-9a-f]+&lang=[A-Z]{2}$/,
    );
    const recent = (await wps(t, 'GET', '/wps/relay/GCS_recentGame', { token })).json().value;
    expect(recent[0].nodeId).toBe(slot.id);
    const page = await t.app.inject({
      method: 'GET',
      url:
        new URL(response.json().value.content.game_url).pathname +
        new URL(response.json().value.content.game_url).search,
    });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(slot.name);
  });

  it("needs a login, with the spec's message", async () => {
    const response = await wps(t, 'GET', '/wps/game/launchGame?nodeId=170001&launchMode=GLS');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You are not logged in, please login');
  });

  it('is GET only: POST is #459', async () => {
    const response = await wps(t, 'POST', '/wps/game/launchGame', { token, body: {} });
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'http_method_not_support',
      code: 459,
    });
  });

  it('needs launchMode: without it HTTP 500 #727', async () => {
    const response = await wps(t, 'GET', '/wps/game/launchGame?nodeId=170001', { token });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 727 });
  });

  it('refuses a game or a vendor under maintenance', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    await adminMutation(t, 'provider.setMaintenance', { vendor: slot.vendorCode, maintenance: true });
    const response = await launch(t, token, slot.id);
    expect(response.json()).toMatchObject({
      errorCode: 'game.maintenance',
      value: { content: { data: { vendor: slot.vendorCode } } },
    });
    const listed = (
      await wps(t, 'GET', `/wps/relay/GCSGAME_gameList?vassalage=${slot.vendorCode}&pageSize=1`)
    ).json().value.games[0];
    expect(listed.maintenance).toBe(true);
  });

  it('refuses #734 while a live-table round of another game is open', async () => {
    const table = await gameOf(t, { gameType: 'LIVE' });
    const providerSession = await providerToken(t, token, table.id);
    const roundId = newRoundId();
    expect(
      (await provider(t, 'bet', { token: providerSession, roundId, stake: 10 })).json().value.status,
    ).toBe('OPEN');
    const slot = await gameOf(t, { gameType: 'RNG' });
    expect((await launch(t, token, slot.id)).json()).toMatchObject({
      code: 734,
      errorCode: 'previous.game.not.finished',
    });
    await provider(t, 'settle', { token: providerSession, roundId });
    expect((await launch(t, token, slot.id)).json().success).toBe(true);
  });
});

describe('the simulated provider', () => {
  it('takes the stake and pays the win through the wallet', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, slot.id);
    await adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier: 3 });
    const round = (await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 10 })).json()
      .value;
    expect(round).toMatchObject({
      status: 'SETTLED',
      stake: 10,
      win: 30,
      multiplier: 3,
      balance: 10020,
      replayed: false,
    });
    expect(await balance()).toBe(10020);
    await adminMutation(t, 'provider.forceOutcome', { nodeId: slot.id, multiplier: 0 });
    expect(
      (await provider(t, 'round', { token: session, roundId: newRoundId(), stake: 20 })).json().value.balance,
    ).toBe(10000);
  });

  it('answers a replayed round with the first result and moves no money', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, slot.id);
    const roundId = newRoundId();
    const first = (await provider(t, 'round', { token: session, roundId, stake: 5 })).json().value;
    const again = (await provider(t, 'round', { token: session, roundId, stake: 5 })).json().value;
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balance()).toBe(first.balance);
  });

  it('refuses a stake above the balance and writes nothing', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, slot.id);
    const roundId = newRoundId();
    const response = await provider(t, 'round', { token: session, roundId, stake: 20000 });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE' });
    expect(await t.db.gameRound.count({ where: { roundId } })).toBe(0);
    expect(await balance()).toBe(10000);
  });

  it.each([
    ['below the minimum', 0.01, 'stake.below.minimum'],
    ['with three decimals', 1.005, 'stake.invalid'],
  ])('refuses a stake %s', async (_name, stake, errorCode) => {
    const slot = await t.db.game.findFirstOrThrow({
      where: { gameType: 'RNG', minBetMinor: { gte: 50 }, kind: 'GAME' },
    });
    const session = await providerToken(t, token, slot.id);
    expect(
      (await provider(t, 'round', { token: session, roundId: newRoundId(), stake })).json().errorCode,
    ).toBe(errorCode);
  });

  it('plays a live table in two steps and a lottery draw in one', async () => {
    const table = await gameOf(t, { gameType: 'LIVE' });
    const tableSession = await providerToken(t, token, table.id);
    const roundId = newRoundId();
    await adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier: 2 });
    expect(
      (await provider(t, 'bet', { token: tableSession, roundId, stake: 100 })).json().value,
    ).toMatchObject({ status: 'OPEN', balance: 9900 });
    const settled = (await provider(t, 'settle', { token: tableSession, roundId })).json().value;
    expect(settled).toMatchObject({
      status: 'SETTLED',
      win: 200,
      balance: 10100,
      display: { winner: 'YOU' },
    });
    expect((await provider(t, 'settle', { token: tableSession, roundId })).json().value.replayed).toBe(true);

    const lottery = await gameOf(t, { gameType: 'LOTT' });
    const draw = (
      await provider(t, 'round', {
        token: await providerToken(t, token, lottery.id),
        roundId: newRoundId(),
        stake: 1,
      })
    ).json().value;
    expect(draw.display.numbers).toHaveLength(5);
  });

  it('refuses a round id that belongs to another member', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const roundId = newRoundId();
    await provider(t, 'round', { token: await providerToken(t, token, slot.id), roundId, stake: 1 });
    const other = await loginAs(t, 'down01', 'Down1234');
    const response = await provider(t, 'round', {
      token: await providerToken(t, other, slot.id),
      roundId,
      stake: 1,
    });
    expect(response.json().errorCode).toBe('round.conflict');
  });

  it('lets visitors try free-trial games with play money, recording nothing', async () => {
    const trialGame = await gameOf(t, { gameType: 'RNG', trial: true });
    const url = (await wps(t, 'GET', `/wps/relay/GCS_gameTrialLaunch?nodeId=${trialGame.id}`)).json().value
      .content.game_url;
    const session = new URL(url).searchParams.get('token')!;
    const round = (await provider(t, 'trial-round', { token: session, stake: 100 })).json().value;
    expect(round.balance).toBe(2000 - 100 + round.win);
    expect(await t.db.gameRound.count()).toBe(0);
    const noTrial = await gameOf(t, { gameType: 'LIVE' });
    expect(
      (await wps(t, 'GET', `/wps/relay/GCS_gameTrialLaunch?nodeId=${noTrial.id}`)).json().errorCode,
    ).toBe('function.not.available');
  });

  it('answers a stale provider token with 401', async () => {
    const response = await provider(t, 'round', {
      token: 'deadbeefdeadbeef',
      roundId: newRoundId(),
      stake: 1,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the betting record', () => {
  it('lists the rounds with totals, newest first, in a date range', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const session = await providerToken(t, token, slot.id);
    await adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier: 0 });
    await provider(t, 'round', { token: session, roundId: 'round-one-0001', stake: 4 });
    await adminMutation(t, 'provider.forceOutcome', { username: 'demo01', multiplier: 5 });
    await provider(t, 'round', { token: session, roundId: 'round-two-0002', stake: 2 });
    const record = (await wps(t, 'GET', '/wps/report/accountGameBetHistory?pageSize=10', { token })).json()
      .value;
    expect(record.list.map((r: { roundId: string }) => r.roundId).sort()).toEqual([
      'round-one-0001',
      'round-two-0002',
    ]);
    expect(record.summary).toEqual({ stake: 6, win: 10, profit: 4 });
    expect(record.list[0]).toMatchObject({
      gameName: slot.name,
      vassalage: slot.vendorCode,
      status: 'SETTLED',
    });
    const past = await wps(
      t,
      'GET',
      '/wps/report/accountGameBetHistory?startDate=2020-01-01&endDate=2020-01-07',
      { token },
    );
    expect(past.json().value.totalCount).toBe(0);
    expect(
      (
        await wps(t, 'GET', '/wps/report/accountGameBetHistory?startDate=2021-01-01&endDate=2020-01-01', {
          token,
        })
      ).statusCode,
    ).toBe(400);
  });
});
