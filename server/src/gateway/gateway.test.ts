import { errorEnvelopeSchema } from '@sim/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp, wps } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // a route that fails the way a bug would, to prove 500s leak nothing
  t.app.get('/wps/test/explode', async () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
});
afterAll(() => t.close());

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json());

describe('Merchant header', () => {
  it('is required on /wps calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      errorCode: 'function.not.available',
      message: 'Merchant header is missing',
    });
  });

  it('must come exactly once', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: ['sim001', 'sim001'] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Merchant header is duplicated');
  });

  it('must name a known merchant', async () => {
    const response = await wps(t, 'GET', '/wps/system/status', { headers: { merchant: 'nobody' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errorCode).toBe('function.not.available');
  });

  it('selects the merchant whose brand answers', async () => {
    const response = await wps(t, 'GET', '/wps/system/status', { headers: { merchant: 'sim002' } });
    expect(response.json().value.info.config.currency).toBe('VND');
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure', {
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      errorCode: 'request_param_err',
      message: 'Malformed JSON body',
    });
  });

  it('answers wrong types with a 400 envelope naming the field', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 42, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('username');
  });

  it('answers a missing body with a 400 envelope', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).success).toBe(false);
  });

  it('answers an oversize body with 413 in the envelope', async () => {
    const response = await wps(t, 'POST', '/wps/session/login/unsecure', {
      body: { username: 'demo01', password: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).errorCode).toBe('request_body_too_large');
  });

  it('answers unknown paths and relay names with a 404 envelope', async () => {
    const path = await wps(t, 'GET', '/wps/no/such/thing');
    expect(path.statusCode).toBe(404);
    expect(errorOf(path).errorCode).toBe('path.not.found');
    // a refusal has the type of every success
    const success = await wps(t, 'GET', '/wps/system/domainRoute');
    expect(path.headers['content-type']).toBe(success.headers['content-type']);
    const relay = await wps(t, 'GET', '/wps/relay/GCSGAME_noSuchMethod');
    expect(relay.statusCode).toBe(404);
    expect(errorOf(relay)).toMatchObject({
      errorCode: 'service.not.found',
      message: 'Unknown service GCSGAME_noSuchMethod',
    });
  });

  it('hides internals of unexpected failures behind a 500 envelope', async () => {
    const response = await wps(t, 'GET', '/wps/test/explode');
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toMatchObject({ errorCode: 'system.busy', code: 727 });
    expect(response.body).not.toContain('secret');
  });
});

describe('token calls', () => {
  it('refuse a missing token with 401 login.not.session', async () => {
    const response = await wps(t, 'GET', '/wps/member/info');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).errorCode).toBe('login.not.session');
  });

  it('refuse an unknown token with 401', async () => {
    const response = await wps(t, 'GET', '/wps/v2/wallets/balance', { token: 'f'.repeat(48) });
    expect(response.statusCode).toBe(401);
  });

  it('take the raw token, not a Bearer credential', async () => {
    const token = await loginAs(t, 'down01', 'Down1234');
    expect((await wps(t, 'GET', '/wps/member/info', { token })).statusCode).toBe(200);
    expect((await wps(t, 'GET', '/wps/member/info', { token: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuse a token of another merchant', async () => {
    const token = await loginAs(t, 'down02', 'Down1234');
    const response = await wps(t, 'GET', '/wps/member/info', { token, headers: { merchant: 'sim002' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET requests with a body (as Python clients send them)', () => {
  const gameList = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { merchant: 'sim001', 'content-type': contentType },
      payload,
    });

  it('reads the body like query parameters, the URL winning over the body', async () => {
    const response = await gameList(
      '/wps/relay/GCSGAME_gameList?pageSize=2',
      JSON.stringify({ gameType: 'LIVE', pageSize: 7 }),
    );
    const games = response.json().value.games as { gameType: string }[];
    expect(games).toHaveLength(2);
    expect(games.every((g) => g.gameType === 'LIVE')).toBe(true);
  });

  it('reads form bodies too', async () => {
    const response = await gameList(
      '/wps/relay/GCSGAME_gameList',
      'gameType=FISH&pageSize=1',
      'application/x-www-form-urlencoded',
    );
    expect(response.json().value.games).toMatchObject([{ gameType: 'FISH' }]);
  });

  it('refuses a malformed or non-object body, and one too large for a handful of parameters', async () => {
    for (const payload of ['{not json', '[1,2]']) {
      const response = await gameList('/wps/relay/GCSGAME_gameList', payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errorCode).toBe('request_param_err');
    }
    const huge = await gameList(
      '/wps/relay/GCSGAME_gameList',
      JSON.stringify({ gameName: 'x'.repeat(20_000) }),
    );
    expect(huge.statusCode).toBe(413);
  });
});

describe('the RSA key call', () => {
  it('needs no Merchant header, but a sent one must still name a merchant once', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/wps/session/key/rsa?t=1' });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toBe(t.sim.rsaKey.modulusHex);
    const duplicated = await t.app.inject({
      method: 'GET',
      url: '/wps/session/key/rsa',
      headers: { merchant: ['sim001', 'sim002'] },
    });
    expect(duplicated.statusCode).toBe(400);
  });

  it('is the only call without one: the captcha and the boot call still need it', async () => {
    for (const url of ['/wps/captcha?t=1', '/wps/system/status', '/wps/session/touch']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('Merchant header is missing');
    }
  });
});
