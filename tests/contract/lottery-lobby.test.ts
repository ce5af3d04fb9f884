// wire-contract.md 4.10 and 8: the lottery lobby launched by lotto code, as the vendor's QA script and
// the legacy client ask for it.
import { okEnvelope } from '@sim/shared/envelope';
import { launchResponseSchema } from '@sim/shared/wps/game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
beforeAll(async () => {
  sim = await startRealSim();
});
afterAll(() => sim.close());

const launch = async (token: string, query: Record<string, string>) =>
  sim.call('GET', `/wps/game/launchGame?${new URLSearchParams(query)}`, {
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'sim001',
      Authorization: token,
      Language: 'EN',
      Cookie: 'SHELL_deviceId=8c5bdbd3-b2cd-b350-4c4e-5967bb9d7966',
    },
  });

async function vnLotteryCode(): Promise<string> {
  const game = await sim.db.game.findFirstOrThrow({ where: { vendorCode: 'VNL', kind: 'GAME' } });
  return game.code;
}

describe('the lottery lobby launch', () => {
  it("opens the game's Vietnam lottery page for the QA script's exact query", async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const code = await vnLotteryCode();
    const answer = await launch(token, {
      device: 'WEB',
      lottoArea: 'VN',
      lottoPrizeMode: 'Lott',
      launchMode: 'LOTT',
      language: 'EN',
      lottoView: 'betting',
      lottoGameCode: code,
    });
    const value = okEnvelope(launchResponseSchema).parse(answer.json()).value;
    const url = new URL(value.content.game_url);
    expect(url.pathname).toBe('/vnlottery');
    expect(url.searchParams.get('gameCode')).toBe(code);
    // the page boots with the session (?token=), as the real lobby URL carries its credential
    expect(url.searchParams.get('token')).toBe(token);
    expect(url.searchParams.get('merchant')).toBe('sim001');
  });

  it('opens the lobby without a game for lottoView=lobby', async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const answer = await launch(token, {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoView: 'lobby',
      lottoGameCode: await vnLotteryCode(),
    });
    const url = new URL(okEnvelope(launchResponseSchema).parse(answer.json()).value.gameUrl);
    expect(url.pathname).toBe('/vnlottery');
    expect(url.searchParams.has('gameCode')).toBe(false);
  });

  it("answers the legacy client's {lottoGameCode, lottoMode: 'Traditional'} with value.gameUrl", async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const game = await sim.db.game.findFirstOrThrow({ where: { vendorCode: 'TCGL', kind: 'GAME' } });
    const answer = await launch(token, { lottoGameCode: game.code, lottoMode: 'Traditional' });
    const url = new URL(okEnvelope(launchResponseSchema).parse(answer.json()).value.gameUrl);
    expect(url.pathname).toBe('/lottery');
    expect(url.searchParams.get('gameCode')).toBe(game.code);
  });

  it('refuses an unknown lotto code with the business refusal of a game not there', async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const answer = await launch(token, { launchMode: 'LOTT', lottoGameCode: 'NOPE' });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'GAME_NOT_FOUND' });
  });
});
