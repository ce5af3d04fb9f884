import { decryptPayload } from '@sim/shared/wire-crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { changeLanguage } from '../i18n';
import { rsaKeyPair } from '../test/rsa';
import { envelope, failure, mockWire } from '../test/wire-mock';
import { adoptSessionFromUrl, onSessionEnded, saveMerchant, saveToken } from './session-store';
import {
  INVALID_RESPONSE,
  lgwGet,
  lgwSend,
  PAGE_MERCHANT as MERCHANT,
  NETWORK_ERROR,
  WireError,
  wireEncrypted,
  wireFormPost,
  wireGet,
} from './wire';

describe('wire client', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('sends the platform headers, and the raw token only on token calls', async () => {
    const wire = mockWire({
      'GET /wps/member/info': envelope({ ok: 1 }),
      'GET /wps/system/status': envelope(1),
    });
    saveToken('tok-123');

    await wireGet('/wps/member/info', z.object({ ok: z.number() }), { auth: true });
    await wireGet('/wps/system/status', z.number(), { query: { url: 'example.test' } });

    const [tokenCall, publicCall] = wire.calls;
    expect(tokenCall?.headers.get('Merchant')).toBe(MERCHANT);
    expect(tokenCall?.headers.get('Language')).toBe('EN');
    expect(tokenCall?.headers.get('Device')).toBe('web');
    expect(tokenCall?.headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(tokenCall?.headers.get('Authorization')).toBe('tok-123');
    expect(publicCall?.headers.get('Authorization')).toBeNull();
    expect(publicCall?.url.searchParams.get('url')).toBe('example.test');
  });

  it("speaks for the merchant a launch URL names (?merchant=), for the rest of the tab's session", async () => {
    const wire = mockWire({ 'GET /wps/system/status': envelope(1) });
    window.history.replaceState(null, '', '/vnlottery?gameCode=TESTTHAI3&merchant=gi8viet&token=t-1');
    adoptSessionFromUrl();
    await wireGet('/wps/system/status', z.number());
    expect(wire.calls[0]?.headers.get('Merchant')).toBe('gi8viet');
    expect(window.location.search).toBe('?gameCode=TESTTHAI3');
    saveMerchant(MERCHANT);
  });

  it('follows the chosen language in the Language header', async () => {
    const wire = mockWire({ 'GET /wps/system/status': envelope(1) });
    await changeLanguage('TH', false);

    await wireGet('/wps/system/status', z.number());

    expect(wire.calls[0]?.headers.get('Language')).toBe('TH');
  });

  it('encrypts a payload so that the server can decrypt it with its private key', async () => {
    const key = rsaKeyPair();
    const wire = mockWire({
      'GET /wps/session/key/rsa': { body: key.modulusHex },
      'POST /wps/session/login': envelope({ token: 't' }),
    });
    const payload = { username: 'demo01', password: 'Demo1234', captcha: '' };

    await wireEncrypted('POST', '/wps/session/login', payload, z.object({ token: z.string() }));

    const login = wire.callsTo('/wps/session/login')[0]!;
    const body = JSON.parse(login.body ?? '{}') as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(login.headers.get('X-Digest')).toBe(body.value);
    expect(login.headers.get('X-RSA')).toBe(key.modulusHex);
    const rsa = login.headers.get('Encryption') ?? '';
    expect(decryptPayload({ rsa, des: body.value }, key)).toEqual(payload);
  });

  it('posts form data where the platform uses formPost', async () => {
    const wire = mockWire({ 'POST /wps/member/password/email': envelope(null) });

    await wireFormPost('/wps/member/password/email', { username: 'demo 01', email: 'a@b.test' }, z.null());

    const [call] = wire.calls;
    expect(call?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(call?.body).toBe('username=demo+01&email=a%40b.test');
    expect(call?.headers.get('Merchant')).toBe(MERCHANT);
  });

  it('turns a success:false envelope into a WireError carrying code, message and value', async () => {
    mockWire({
      'GET /wps/x': failure('US_INCORRECT_USERNAME_PASSWORD_ERROR', 'Incorrect username or password', 200, {
        captcha: true,
      }),
    });

    const error = await wireGet('/wps/x', z.unknown()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(WireError);
    expect(error).toMatchObject({
      errorCode: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      message: 'Incorrect username or password',
      status: 200,
      value: { captcha: true },
    });
  });

  it('treats HTTP errors as failures even without an envelope', async () => {
    mockWire({ 'GET /wps/x': { status: 502, body: '<html>Bad gateway</html>' } });

    await expect(wireGet('/wps/x', z.unknown())).rejects.toMatchObject({
      errorCode: 'http.502',
      status: 502,
    });
  });

  it('ends the session on HTTP 401 from a token call, keeping only the merchant', async () => {
    mockWire({ 'GET /wps/member/info': failure('login.not.session', 'You are not logged in', 401) });
    saveMerchant('sim001');
    saveToken('stale');
    sessionStorage.setItem('account', 'demo01');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);

    await expect(wireGet('/wps/member/info', z.unknown(), { auth: true })).rejects.toMatchObject({
      errorCode: 'login.not.session',
      status: 401,
    });

    stop();
    expect(ended).toHaveBeenCalledWith('expired');
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
  });

  it('leaves the session alone when a public call answers 401', async () => {
    mockWire({ 'GET /wps/x': failure('login.not.session', 'nope', 401) });
    saveToken('kept');

    await expect(wireGet('/wps/x', z.unknown())).rejects.toBeInstanceOf(WireError);

    expect(sessionStorage.getItem('token')).toBe('kept');
  });

  it('rejects a success value that breaks the contract', async () => {
    mockWire({ 'GET /wps/x': envelope({ sumBalance: 'lots' }) });

    await expect(wireGet('/wps/x', z.object({ sumBalance: z.number() }))).rejects.toMatchObject({
      errorCode: INVALID_RESPONSE,
    });
  });

  it('reads the lottery gateway body itself, not an envelope, with the platform headers', async () => {
    const wire = mockWire({
      'GET /lgw/games/popular': { body: { VNL0001: { gameCode: 'VNL0001' } } },
    });

    const body = await lgwGet(
      '/lgw/games/popular',
      z.record(z.string(), z.object({ gameCode: z.string() })),
      { query: { count: 20 } },
    );

    expect(Object.values(body)).toEqual([{ gameCode: 'VNL0001' }]);
    expect(wire.calls[0]?.headers.get('Merchant')).toBe(MERCHANT);
    expect(wire.calls[0]?.url.searchParams.get('count')).toBe('20');
  });

  it('turns a lottery gateway error envelope into a WireError', async () => {
    mockWire({ 'GET /lgw/x': failure('request_param_err', 'Invalid request parameters', 400) });

    await expect(lgwGet('/lgw/x', z.unknown())).rejects.toMatchObject({
      errorCode: 'request_param_err',
      status: 400,
    });
  });

  it('posts to the lottery gateway with the token and reads the answer unwrapped', async () => {
    const wire = mockWire({ 'POST /lotto-vn/lgw/betting': { body: { orderNo: 'L1' } } });
    saveToken('tok-bet');

    const answer = await lgwSend(
      'POST',
      '/lotto-vn/lgw/betting',
      z.object({ orderNo: z.string() }),
      { contents: [] },
      {
        auth: true,
      },
    );

    expect(answer).toEqual({ orderNo: 'L1' });
    expect(wire.calls[0]?.headers.get('Authorization')).toBe('tok-bet');
    expect(JSON.parse(wire.calls[0]?.body ?? '')).toEqual({ contents: [] });
  });

  it('ends the session when a lottery gateway token call answers 401', async () => {
    mockWire({ 'POST /lgw/betting': failure('login.not.session', 'You are not logged in', 401) });
    saveToken('stale-bet');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);

    await expect(lgwSend('POST', '/lgw/betting', z.unknown(), {}, { auth: true })).rejects.toMatchObject({
      status: 401,
    });

    stop();
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(wireGet('/wps/x', z.unknown())).rejects.toMatchObject({
      errorCode: NETWORK_ERROR,
      status: 0,
    });
  });
});
