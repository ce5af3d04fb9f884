// wire-contract.md 8: the legacy jQuery client: the pre-v2 balance read as
// value.balances[accountName=LOTT].availBalance, /wps/session/touch keeping the session alive, 401
// meaning login.not.session and 500 carrying an errorCode; and the older launch answers (value.gameUrl).
import { errorEnvelopeSchema, okEnvelope } from '@sim/shared/envelope';
import { launchResponseSchema } from '@sim/shared/wps/game';
import { legacyBalanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
beforeAll(async () => {
  sim = await startRealSim();
});
afterAll(() => sim.close());

const member = (token: string) => ({ Merchant: 'sim001', Authorization: token });

describe('the legacy jQuery client', () => {
  it('reads the lottery balance from GET /wps/wallets/balance', async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const answer = await sim.call('GET', '/wps/wallets/balance', { headers: member(token) });
    const { balances, sumBalance } = okEnvelope(legacyBalanceSchema).parse(answer.json()).value;
    const lott = balances.find((b) => b.accountName === 'LOTT');
    // single-wallet merchant: lottery stakes draw on the main wallet
    expect(lott?.availBalance).toBe(balances.find((b) => b.accountName === 'MAIN')?.availBalance);
    expect(sumBalance).toBe(10_000);
  });

  it('keeps the session alive with /wps/session/touch and meets 401 login.not.session once it ends', async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    for (const method of ['GET', 'POST']) {
      const touched = await sim.call(method, '/wps/session/touch', { headers: member(token) });
      expect(touched.json()).toMatchObject({ success: true });
    }
    await sim.admin('clock.advance', { minutes: 31 });
    const stale = await sim.call('GET', '/wps/session/touch', { headers: member(token) });
    expect(stale.status).toBe(401);
    expect(errorEnvelopeSchema.parse(stale.json()).errorCode).toBe('login.not.session');
  });

  it('meets a 500 that carries its errorCode (launch without launchMode, #727)', async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const answer = await sim.call('GET', '/wps/game/launchGame?roomId=GAME_LIST%24VENDOR%2C170001', {
      headers: member(token),
    });
    expect(answer.status).toBe(500);
    expect(errorEnvelopeSchema.parse(answer.json())).toMatchObject({ errorCode: 'system.busy', code: 727 });
  });
});

describe('older launch answers', () => {
  it('carry value.gameUrl beside value.content.game_url, also for a launch by room', async () => {
    const token = await loginAs(sim, 'demo01', 'Demo1234');
    const answer = await sim.call(
      'GET',
      '/wps/game/launchGame?launchMode=GLS&roomId=GAME_LIST%24VENDOR%2C170001&backUrl=https%3A%2F%2Fexample.test',
      { headers: member(token) },
    );
    const value = okEnvelope(launchResponseSchema).parse(answer.json()).value;
    expect(value.gameUrl).toBe(value.content.game_url);
    expect(value.gameUrl).toMatch(/\/provider\/play\?token=/);
  });
});
