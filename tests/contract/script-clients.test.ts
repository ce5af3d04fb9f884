// wire-contract.md 8: the vendor's QA scripts (Python requests). They log in plainly, read value.token,
// value.id and value.userName, and send the member headers of a browser: Authorization, Merchant,
// Language, a SHELL_deviceId cookie, ModuleId (in any of its spellings), X-Requested-With, X-Timestamp
// and a `_` cache buster, with Content-Type: application/json even on GETs.
import { okEnvelope } from '@sim/shared/envelope';
import { gameListSchema } from '@sim/shared/relay/gcsgame';
import { memberInfoSchema } from '@sim/shared/wps/member';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { balanceSchema } from '@sim/shared/wps/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealSim, startRealSim } from './support/real-client.ts';

let sim: RealSim;
beforeAll(async () => {
  sim = await startRealSim();
});
afterAll(() => sim.close());

async function scriptLogin(username: string, password: string) {
  const answer = await sim.call('POST', '/wps/session/login/unsecure', {
    headers: { 'Content-Type': 'application/json', Merchant: 'sim001' },
    body: { username, password },
  });
  return okEnvelope(loginResponseSchema).parse(answer.json()).value;
}

const browserLikeHeaders = (token: string, moduleHeader: Record<string, string | undefined>) => ({
  Accept: 'application/json, text/javascript, */*; q=0.01',
  'Content-Type': 'application/json',
  Merchant: 'sim001',
  Authorization: token,
  Language: 'VI',
  Cookie: 'SHELL_deviceId=8c5bdbd3-b2cd-b350-4c4e-5967bb9d7966',
  'X-Requested-With': 'XMLHttpRequest',
  'X-Timestamp': String(Date.now()),
  ...moduleHeader,
});

describe('scripts of the platform vendor', () => {
  it('log in plainly and read value.token, value.id and value.userName', async () => {
    const login = await scriptLogin('demo01', 'Demo1234');
    expect(login).toMatchObject({ userName: 'demo01' });
    expect(login.id).toBeGreaterThan(0);
  });

  it('call member endpoints with every browser header and any ModuleId spelling', async () => {
    const { token } = await scriptLogin('demo01', 'Demo1234');
    for (const moduleHeader of [
      { ModuleId: 'MISSIONLB3' },
      { 'Module-Id': 'REG3' },
      { 'x-module-id': 'REG3' },
    ]) {
      const info = await sim.call('GET', `/wps/member/info?_=${Date.now()}`, {
        headers: browserLikeHeaders(token, moduleHeader),
      });
      expect(okEnvelope(memberInfoSchema).parse(info.json()).value.account).toBe('demo01');
      const balance = await sim.call('GET', `/wps/v2/wallets/balance?typeId=0&_=${Date.now()}`, {
        headers: browserLikeHeaders(token, moduleHeader),
      });
      expect(okEnvelope(balanceSchema).parse(balance.json()).value.sumBalance).toBeGreaterThan(0);
    }
  });

  it('send GET requests with a JSON body, read like query parameters', async () => {
    const answer = await sim.call('GET', '/wps/relay/GCSGAME_gameList', {
      headers: { 'Content-Type': 'application/json', Merchant: 'sim001' },
      body: { gameType: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 3, _: Date.now() },
    });
    const { games } = okEnvelope(gameListSchema).parse(answer.json()).value;
    expect(games).toHaveLength(3);
    expect(games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
  });

  it('change a password with the plain /wps/member/password/unsecure twin', async () => {
    const { token } = await scriptLogin('down01', 'Down1234');
    const answer = await sim.call('POST', '/wps/member/password/unsecure', {
      headers: { 'Content-Type': 'application/json', Merchant: 'sim001', Authorization: token },
      body: { oldPassword: 'Down1234', newPassword: 'Down5678', confirmNewPassword: 'Down5678' },
    });
    expect(answer.json()).toMatchObject({ success: true });
    expect((await scriptLogin('down01', 'Down5678')).userName).toBe('down01');
  });
});
