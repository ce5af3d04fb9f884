// GCS_gameLaunchFB: the member's launch with a token, a visitor's free trial without one.
import { launchResponseSchema } from '@sim/shared/wps/game';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okValue } from '../../test/cashier-helpers.ts';
import { backToSeed, createTestApp, loginAs, type TestApp, wps } from '../../test/harness.ts';
import { gameOf } from '../../test/play-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => backToSeed(t));

const launchFB = (query: string, token?: string) =>
  wps(t, 'GET', `/wps/relay/GCS_gameLaunchFB?${query}`, { token });
const sessionOf = async (response: Parameters<typeof okValue>[0]) => {
  const value = launchResponseSchema.parse(okValue(response));
  const providerToken = new URL(value.content.game_url).searchParams.get('token')!;
  expect(value.gameUrl).toBe(value.content.game_url);
  return t.db.providerSession.findUniqueOrThrow({ where: { token: providerToken } });
};

describe('GCS_gameLaunchFB', () => {
  it("launches the member's game with real money when a token is sent, without a launchMode", async () => {
    const token = await loginAs(t, 'demo01', 'Demo1234');
    const game = await gameOf(t, { gameType: 'RNG' });
    const session = await sessionOf(await launchFB(`nodeId=${game.id}&platform=html5-desktop`, token));
    expect(session).toMatchObject({ gameId: game.id, memberId: 1001 });
    expect(await t.db.recentGame.count({ where: { memberId: 1001, gameId: game.id } })).toBe(1);
  });

  it('falls back to a free trial with play money for a visitor', async () => {
    const game = await gameOf(t, { gameType: 'RNG', trial: true });
    const session = await sessionOf(await launchFB(`nodeId=${game.id}`));
    expect(session).toMatchObject({ gameId: game.id, memberId: null, sessionToken: null });
  });

  it("refuses a visitor's launch of a game without a trial, and a dead token", async () => {
    const game = await gameOf(t, { gameType: 'RNG', trial: false });
    expect((await launchFB(`nodeId=${game.id}`)).json()).toMatchObject({ success: false });
    const dead = await launchFB(`nodeId=${game.id}`, 'not-a-live-token');
    expect(dead.statusCode).toBe(401);
  });
});
