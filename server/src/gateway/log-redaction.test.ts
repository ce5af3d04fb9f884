// No credential in any log line: a run of calls that carry session tokens (header and URL), launch
// tokens, the admin token, an Encryption header and passwords, with every line captured at trace level.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOptions } from '../foundation/log-options.ts';
import {
  adminMutation,
  createTestApp,
  encryptedBody,
  TEST_ADMIN_TOKEN,
  type TestApp,
  wps,
} from '../test/harness.ts';
import { gameOf, providerToken } from '../test/play-helpers.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { ...logOptions('trace'), stream: capture } });
});
afterAll(() => t.close());

describe('the log', () => {
  it('never holds a token, a password or an Encryption header', async () => {
    const secrets: string[] = ['Demo1234', TEST_ADMIN_TOKEN];

    const encrypted = encryptedBody(t, { username: 'demo01', password: 'Demo1234', captcha: '' });
    secrets.push(encrypted.rsa, encrypted.des);
    await wps(t, 'POST', '/wps/session/login', { body: encrypted.body, headers: encrypted.headers });

    // the newest login's session is the live one
    const login = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    const token: string = login.json().value.token;
    secrets.push(token);

    await wps(t, 'GET', '/wps/v2/wallets/balance', { token });
    await wps(t, 'GET', `/wps/nowhere?token=${token}&t=1`);
    await t.app.inject({ method: 'GET', url: `/index?token=${token}` });

    const game = await gameOf(t, { gameType: 'RNG' });
    const launchToken = await providerToken(t, token, game.id);
    secrets.push(launchToken);
    await t.app.inject({ method: 'GET', url: `/provider/play?token=${launchToken}` });
    await t.app.inject({ method: 'GET', url: `/provider/api/state?token=${launchToken}` });

    const loginAs = await adminMutation(t, 'members.loginAs', { username: 'demo01' });
    secrets.push(loginAs.json().result.data.token);
    await adminMutation(t, 'members.loginAs', { username: 'demo01' }, 'wrong-admin-token-0000000000000');

    const log = lines.join('');
    // one line per request (access-log.ts), the login calls' own lines beside them
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('token=[redacted]');
    for (const secret of secrets)
      expect(log, `a log line holds ${secret.slice(0, 12)}…`).not.toContain(secret);
  });
});
