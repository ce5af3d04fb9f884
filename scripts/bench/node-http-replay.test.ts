// The replay twin as the bench runs it, a process of its own: each request gets its own captured
// answer, told apart by method, URL and the Authorization, Language and Merchant headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureMix, refusal } from './mix-capture.ts';
import { keyedHeaders, replayKey } from './replay-key.ts';
import { startReplayTwin } from './twin-process.ts';

const answer = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({
  status: 200,
  headers,
  bodyBase64: Buffer.from(body).toString('base64'),
});
const site = (token: string, language: string) => ({
  Merchant: 'sim001',
  Language: language,
  Authorization: token,
});

describe('the replay twin', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-bench-replay-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keys a request by its line and the Authorization, Language and Merchant headers, whatever their case', () => {
    const key = replayKey('GET', '/wps/member/info', keyedHeaders(site('t1', 'BN')));
    expect(key).toBe('GET /wps/member/info\nt1\nBN\nsim001');
    expect(
      replayKey('GET', '/wps/member/info', { authorization: 't1', language: 'BN', merchant: 'sim001' }),
    ).toBe(key);
    // other headers (Device, Content-Type) do not tell answers apart
    expect(replayKey('GET', '/wps/member/info', keyedHeaders({ ...site('t1', 'BN'), Device: 'web' }))).toBe(
      key,
    );
  });

  it('answers each request with its own captured answer, and 404 to any other (which a capture drops)', async () => {
    const info = (token: string, language: string) =>
      replayKey('GET', '/wps/member/info', keyedHeaders(site(token, language)));
    const twin = await startReplayTwin(
      [
        {
          key: info('t1', 'BN'),
          answer: answer('{"success":true,"value":"one"}', { 'x-frame-options': 'SAMEORIGIN' }),
        },
        { key: info('t2', 'BN'), answer: answer('{"success":true,"value":"two"}') },
        { key: info('t1', 'EN'), answer: answer('{"success":true,"value":"one in English"}') },
      ],
      dir,
    );
    try {
      const get = (headers: Record<string, string>, url = '/wps/member/info') =>
        fetch(`${twin.url}${url}`, { headers: { ...headers, Device: 'web' } });
      const one = await get(site('t1', 'BN'));
      expect([one.status, one.headers.get('x-frame-options'), await one.text()]).toEqual([
        200,
        'SAMEORIGIN',
        '{"success":true,"value":"one"}',
      ]);
      expect(await (await get(site('t2', 'BN'))).text()).toBe('{"success":true,"value":"two"}');
      expect(await (await get(site('t1', 'EN'))).text()).toBe('{"success":true,"value":"one in English"}');
      expect((await get(site('t3', 'BN'))).status).toBe(404);
      expect((await get({ ...site('t1', 'BN'), Merchant: 'sim002' })).status).toBe(404);
      expect((await get(site('t1', 'BN'), '/wps/member/info?x=1')).status).toBe(404);

      // captured from the replay as from the simulator: the same answers again, the unknown one dropped
      const request = (token: string, language: string) =>
        ({
          kind: 'memberInfo',
          method: 'GET',
          path: '/wps/member/info',
          headers: site(token, language),
        }) as const;
      const mix = [request('t1', 'BN'), request('t3', 'BN'), request('t2', 'BN'), request('t1', 'BN')];
      const captured = await captureMix(twin.url, mix);
      expect(captured.requests).toEqual([mix[0], mix[2], mix[3]]);
      expect(captured.dropped).toEqual([{ request: mix[1], reason: 'HTTP 404 not in the mix' }]);
      expect(captured.entries.map((entry) => entry.key)).toEqual([info('t1', 'BN'), info('t2', 'BN')]);
      expect(captured.entries[0]!.answer.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN' });
    } finally {
      await twin.stop();
    }
  });

  it('takes the envelope as success, and the lottery gateway its bare body', () => {
    expect(refusal('/wps/member/info', 200, '{"success":true,"value":1}')).toBeUndefined();
    expect(refusal('/wps/member/info', 200, '{"success":false,"errorCode":"x"}')).toMatch(/^HTTP 200/);
    expect(refusal('/lgw/games/game_menus?prizeMode=ZY', 200, '{"GW":{}}')).toBeUndefined();
    expect(refusal('/lotto/lgw/games/opened/numero?count=10', 200, '{"VNL0001:1":{}}')).toBeUndefined();
    expect(refusal('/lgw/betting/orders?gameId=1', 401, '{"success":false}')).toMatch(/^HTTP 401/);
  });
});
