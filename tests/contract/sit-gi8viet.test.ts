// The platform vendor's public lottery QA flow, unchanged but for the base URL, against the staging data
// of scenarios/sit-gi8viet.yaml: plain login, launch the lobby by lotto code, read the near draw
// unwrapped, bet play 2057 "0_4_1" on it, then (QA's part) the draw opens and the result is in the
// betting record. Every step sends what the script sends: Merchant gi8viet, the raw token, Language EN,
// the SHELL_deviceId cookie, Content-Type application/json even on GETs.
import { okEnvelope } from '@sim/shared/envelope';
import { bettingResponseSchema } from '@sim/shared/lgw/betting';
import { nearNumerosSchema } from '@sim/shared/lgw/draws';
import { betHistorySchema } from '@sim/shared/wps/report';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
beforeAll(async () => {
  sim = await startRealSim();
  await sim.admin('scenario.runFile', { file: 'sit-gi8viet.yaml' });
});
afterAll(() => sim.close());

const scriptHeaders = (token?: string) => ({
  Accept: 'application/json, text/javascript, */*; q=0.01',
  'Content-Type': 'application/json',
  Merchant: 'gi8viet',
  ...(token ? { Authorization: token } : {}),
  Language: 'EN',
  Origin: 'http://www.sit-gi8viet.com',
  Cookie: 'SHELL_deviceId=8c5bdbd3-b2cd-b350-4c4e-5967bb9d7966',
});

async function getTokenLogin(): Promise<string> {
  const answer = await sim.call('POST', '/wps/session/login/unsecure', {
    headers: { 'Content-Type': 'application/json', Merchant: 'gi8viet' },
    body: { username: 'qa01', password: 'Qa123456' },
  });
  return okEnvelope(loginResponseSchema).parse(answer.json()).value.token;
}

describe('the vendor lottery QA script against sit-gi8viet', () => {
  it('launches, bets on the near draw, and finds the settled bet in the betting record', async () => {
    const token = await getTokenLogin();

    const launch = await sim.call(
      'GET',
      '/wps/game/launchGame?device=WEB&lottoArea=VN&lottoPrizeMode=Lott&launchMode=LOTT&language=EN&lottoView=betting&lottoGameCode=TESTTHAI3',
      { headers: scriptHeaders(token) },
    );
    expect(launch.json()).toMatchObject({ success: true });

    const near = await sim.call('GET', '/lotto-vn/lgw/numeros/near?gameId=5910', {
      headers: scriptHeaders(token),
    });
    const body = near.json<Record<string, { numero: string; gameId: number }>>();
    // the script reads it unwrapped: currentNumero.numero and currentNumero.gameId
    const { numero, gameId } = body.currentNumero!;
    expect(gameId).toBe(5910);
    const { currentNumero } = nearNumerosSchema.parse(body);

    const bet = await sim.call('POST', `/lotto-vn/lgw/betting?t=${Date.now()}`, {
      headers: scriptHeaders(token),
      body: {
        prizeMode: 'Lott',
        device: 'WEB',
        contents: [
          {
            gameId,
            winStop: false,
            playId: 2057,
            bettingContent: '0_4_1',
            singleBetPrice: 1000,
            bettingApproach: 1,
            bettingSlip: null,
            numero: [{ numero, multiple: 1 }],
          },
        ],
      },
    });
    expect(bet.status).toBe(200);
    expect(bettingResponseSchema.parse(bet.json())).toMatchObject({ totalStake: 1000, betCount: 1 });

    // QA's side: the special prize ends in 041, then the draw opens on the simulated clock
    await sim.admin('lottery.forceNumber', {
      gameCode: 'TESTTHAI3',
      numero,
      winningNumber: '57041',
    });
    await sim.admin('clock.set', { at: currentNumero.openTime + 60_000 });

    // every script step logs in again (the scripts assume a 25-minute token)
    const again = await getTokenLogin();
    const record = await sim.call(
      'GET',
      `/wps/report/accountGameBetHistory?pageNo=1&pageSize=10&_=${Date.now()}`,
      {
        headers: scriptHeaders(again),
      },
    );
    const { list } = okEnvelope(betHistorySchema).parse(record.json()).value;
    expect(list).toEqual([
      expect.objectContaining({ nodeId: 5910, stake: 1000, win: 900_000, status: 'SETTLED' }),
    ]);
    const audit = await sim.admin<{ balanced: boolean }>('wallet.audit', undefined, 'query');
    expect(audit.balanced).toBe(true);
  });
});
