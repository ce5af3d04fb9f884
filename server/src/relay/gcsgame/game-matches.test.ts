// GCSGAME_getGameMatchV2: a sports or e-sports game's matches on the simulated clock.
import { gameMatchListSchema } from '@sim/shared/relay/game-matches';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../test/cashier-helpers.ts';
import { adminCaller, backToSeed, createTestApp, type TestApp, wps } from '../../test/harness.ts';
import { gameOf } from '../../test/play-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const matches = async (query: string) =>
  gameMatchListSchema.parse(okValue(await wps(t, 'GET', `/wps/relay/GCSGAME_getGameMatchV2?${query}`)));

describe('GCSGAME_getGameMatchV2', () => {
  it("lists a sports game's matches around the clock: finished, live or upcoming as the clock says", async () => {
    const game = await gameOf(t, { gameType: 'SPORTS' });
    const now = t.sim.clock.now().getTime();
    const answer = await matches(`nodeId=${game.id}`);
    expect(answer).toMatchObject({ nodeId: game.id, gameCode: game.code, gameType: 'SPORTS' });
    expect(answer.list.length).toBeGreaterThan(10);
    for (const match of answer.list) {
      expect(match.homeTeam).not.toBe(match.awayTeam);
      const expected = now < match.startTime ? 'UPCOMING' : now < match.endTime ? 'LIVE' : 'FINISHED';
      expect(match.status).toBe(expected);
      expect(match.homeScore === null).toBe(expected === 'UPCOMING');
    }
    expect(answer.list.some((match) => match.status === 'UPCOMING')).toBe(true);
  });

  it('answers the same schedule by gameCode, by POST, and to every call', async () => {
    const game = await gameOf(t, { gameType: 'ESPORTS' });
    const byId = await matches(`nodeId=${game.id}`);
    expect(await matches(`gameCode=${game.code}`)).toEqual(byId);
    const posted = okValue(
      await wps(t, 'POST', '/wps/relay/GCSGAME_getGameMatchV2', { body: { nodeId: game.id } }),
    );
    expect(gameMatchListSchema.parse(posted)).toEqual(byId);
  });

  it('moves a match from upcoming to finished as the clock moves, keeping its teams', async () => {
    const game = await gameOf(t, { gameType: 'SPORTS' });
    const [next] = (await matches(`nodeId=${game.id}&status=UPCOMING`)).list;
    const minutes = Math.ceil((next!.endTime - t.sim.clock.now().getTime()) / 60_000) + 1;
    await adminCaller(t).clock.advance({ minutes });
    const after = (await matches(`nodeId=${game.id}`)).list.find((match) => match.matchId === next!.matchId);
    expect(after).toMatchObject({ status: 'FINISHED', homeTeam: next!.homeTeam, awayTeam: next!.awayTeam });
    expect(after!.homeScore).not.toBeNull();
  });

  it('refuses a game that has no matches, an unknown game and a call that names none', async () => {
    const slot = await gameOf(t, { gameType: 'RNG' });
    const refused = (query: string) => wps(t, 'GET', `/wps/relay/GCSGAME_getGameMatchV2?${query}`);
    expect((await refused(`nodeId=${slot.id}`)).json()).toMatchObject({ errorCode: 'GAME_NOT_FOUND' });
    expect((await refused('gameCode=NO-SUCH-GAME')).json()).toMatchObject({ errorCode: 'GAME_NOT_FOUND' });
    expect((await refused('')).json()).toMatchObject({ errorCode: 'request_param_err' });
  });
});
