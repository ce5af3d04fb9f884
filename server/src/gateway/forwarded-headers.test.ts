// X-Forwarded-* is a client's claim unless a proxy TRUST_PROXY names passed it on: it must not dodge a
// region block or LOGINIPVERF3, nor turn game_url into `javascript:`; PUBLIC_ORIGIN wins over Host.
import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../app.ts';
import {
  adminMutation,
  createTestApp,
  encryptedBody,
  loginAs,
  MERCHANT,
  setFlag,
  type TestApp,
} from '../test/harness.ts';
import { gameOf } from '../test/play-helpers.ts';

const BLOCKED = '203.0.113.9';
const ELSEWHERE = '198.51.100.7';

let t: TestApp;
afterEach(() => t.close());

async function start(options: Pick<AppOptions, 'trustProxy' | 'publicOrigin'> = {}) {
  t = await createTestApp(options);
}

/** A call from `peer` (the socket's address) with the given extra headers. */
function from(peer: string, url: string, headers: Record<string, string>, body?: Record<string, unknown>) {
  return t.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    remoteAddress: peer,
    headers: { merchant: MERCHANT, ...headers },
    ...(body ? { payload: body } : {}),
  });
}

const login = (peer: string, headers: Record<string, string> = {}) =>
  from(peer, '/wps/session/login/unsecure', headers, { username: 'demo01', password: 'Demo1234' });

/** The site's login (encrypted): the one LOGINIPVERF3 applies to. */
function siteLogin(peer: string, headers: Record<string, string>) {
  const encrypted = encryptedBody(t, { username: 'demo01', password: 'Demo1234' });
  return from(peer, '/wps/session/login', { ...encrypted.headers, ...headers }, encrypted.body);
}

async function gameUrl(headers: Record<string, string>, peer = '127.0.0.1') {
  const token = await loginAs(t, 'demo01', 'Demo1234');
  const slot = await gameOf(t, { gameType: 'RNG' });
  return from(peer, `/wps/game/launchGame?nodeId=${slot.id}&accountType=1&launchMode=GLS`, {
    authorization: token,
    ...headers,
  });
}

describe('the client address (region block, LOGINIPVERF3)', () => {
  it('ignores X-Forwarded-For from a peer no one said to trust: a blocked address stays blocked', async () => {
    await start();
    await adminMutation(t, 'system.setStatus', { blockedIps: [BLOCKED] });
    const answer = await login(BLOCKED, { 'x-forwarded-for': ELSEWHERE });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().errorCode).toBe('IP_NOT_ALLOW');
  });

  it('takes X-Forwarded-For from a trusted proxy, and only from it', async () => {
    await start({ trustProxy: ['127.0.0.1'] });
    await adminMutation(t, 'system.setStatus', { blockedIps: [BLOCKED] });
    expect((await login('127.0.0.1', { 'x-forwarded-for': BLOCKED })).json().errorCode).toBe('IP_NOT_ALLOW');
    expect((await login(BLOCKED, { 'x-forwarded-for': ELSEWHERE })).json().errorCode).toBe('IP_NOT_ALLOW');
    expect((await login(ELSEWHERE, { 'x-forwarded-for': '127.0.0.2' })).json().success).toBe(true);
  });

  it('asks a new address to verify even when it claims a known one in X-Forwarded-For', async () => {
    await start();
    await setFlag(t, 'LOGINIPVERF3', true);
    await loginAs(t, 'demo01', 'Demo1234'); // 127.0.0.1 becomes a known address
    expect((await siteLogin('127.0.0.1', {})).json().success).toBe(true);
    const answer = await siteLogin(ELSEWHERE, { 'x-forwarded-for': '127.0.0.1' });
    expect(answer.json().errorCode).toBe('login_verify_required');
  });
});

describe('game_url', () => {
  it('is built from the Host, never from X-Forwarded-Proto/-Host of an untrusted peer', async () => {
    await start();
    const answer = await gameUrl({ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' });
    expect(answer.json().value.content.game_url).toMatch(
      /^http:\/\/localhost(:\d+)?\/provider\/play\?token=/,
    );
  });

  it('refuses a Host that is no host name, before any URL is made of it', async () => {
    await start();
    for (const host of ['evil.example/x?', 'a b', 'javascript:alert(1)//', 'x:99999', '[::1']) {
      const answer = await gameUrl({ host });
      expect(answer.statusCode, host).toBe(400);
      expect(answer.json(), host).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it("follows a trusted proxy's scheme and host, but refuses a scheme other than http(s)", async () => {
    await start({ trustProxy: ['127.0.0.1'] });
    const ok = await gameUrl({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'play.example.com' });
    expect(ok.json().value.content.game_url).toMatch(/^https:\/\/play\.example\.com\/provider\/play\?token=/);
    const bad = await gameUrl({ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('starts with PUBLIC_ORIGIN when one is configured, whatever the request says', async () => {
    await start({ publicOrigin: 'https://sim.example.com' });
    const answer = await gameUrl({ host: 'evil.example', 'x-forwarded-proto': 'javascript' });
    expect(answer.json().value.content.game_url).toMatch(
      /^https:\/\/sim\.example\.com\/provider\/play\?token=/,
    );
    expect(answer.json().value.gameUrl).toBe(answer.json().value.content.game_url);
  });
});
