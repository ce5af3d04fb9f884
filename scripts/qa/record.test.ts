// The record-through: a second local twin stands for the real platform (the upstream), a third
// plays the twin; calls through `pnpm sim record` reach the upstream unchanged, come back unchanged, land
// in a redacted HAR, and the drift report compares the twin's answers with the upstream's by shape.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Har, harLog } from '@sim/shared/har';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, createTestApp, MERCHANT, type TestApp } from '../../server/src/test/harness.ts';
import { runCli } from '../cli/run.ts';
import { startRecorder } from './record.ts';
import type { ReplayReport } from './replay-report.ts';

let upstream: TestApp;
let twin: TestApp;
let upstreamUrl: string;
let twinUrl: string;
let dir: string;

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

interface Answer {
  status: number;
  text: string;
}

/** A member's calls as a client makes them, through `base`: a login, the balance, a game list. */
async function memberCalls(base: string): Promise<Answer[]> {
  const call = async (method: string, target: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${base}${target}`, {
      method,
      headers: { merchant: MERCHANT, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text };
  };
  const login = await call(
    'POST',
    '/wps/session/login/unsecure',
    {},
    { username: 'demo01', password: 'Demo1234' },
  );
  const token = (JSON.parse(login.text) as { value?: { token: string } }).value?.token;
  if (!token) throw new Error(`login failed: ${login.text}`);
  const balance = await call('GET', '/wps/v2/wallets/balance', { authorization: token });
  const games = await call('GET', '/wps/relay/GCSGAME_gameList?pageSize=5', { authorization: token });
  return [login, balance, games];
}

const paths = (har: Har) =>
  har.log.entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`);

beforeAll(async () => {
  [upstream, twin] = await Promise.all([createTestApp(), createTestApp()]);
  [upstreamUrl, twinUrl] = await Promise.all([listening(upstream), listening(twin)]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-record-'));
});
afterEach(async () => {
  await adminCaller(upstream).stubs.clear();
});
afterAll(async () => {
  await Promise.all([upstream?.close(), twin?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('record through', () => {
  it('passes every call through unchanged and records it in a redacted HAR 1.2', async () => {
    const recorder = await startRecorder({ upstream: upstreamUrl, port: 0 });
    const answers = await memberCalls(recorder.url);
    const { har, drift } = await recorder.stop();

    expect(drift).toBeNull();
    // the upstream saw the calls as the client made them: method, Merchant, body, the member's token
    const seen = await adminCaller(upstream).journal.list({ limit: 3 });
    expect(seen.map((e) => [e.method, e.path, e.merchant]).reverse()).toEqual([
      ['POST', '/wps/session/login/unsecure', MERCHANT],
      ['GET', '/wps/v2/wallets/balance', MERCHANT],
      ['GET', '/wps/relay/GCSGAME_gameList', MERCHANT],
    ]);
    expect(seen[1]!.username).toBe('demo01');
    expect(seen.at(-1)!.body).toEqual({ username: 'demo01', password: '[redacted]' });
    expect(harLog.parse(har).log.version).toBe('1.2');
    expect(paths(har)).toEqual([
      'POST /wps/session/login/unsecure',
      'GET /wps/v2/wallets/balance',
      'GET /wps/relay/GCSGAME_gameList',
    ]);
    const [login, balance, games] = har.log.entries;
    // the client got the upstream's answers: a real login, and the HAR holds them as they came
    const token = (JSON.parse(answers[0]!.text) as { value: { token: string } }).value.token;
    expect(token).toMatch(/\w{10,}/);
    expect(balance!.response.content.text).toBe(answers[1]!.text);
    expect(games!.response.content.text).toBe(answers[2]!.text);
    expect(har.log.entries.map((e) => e.response.status)).toEqual(answers.map((a) => a.status));
    // credentials redacted as the journal redacts them; everything else of the login kept
    const loginAnswer = JSON.parse(answers[0]!.text) as { value: Record<string, unknown> };
    expect(JSON.parse(login!.response.content.text!)).toEqual({
      ...loginAnswer,
      // every secret-looking field, as in the journal (`passwordExpired` too)
      value: { ...loginAnswer.value, token: '[redacted]', passwordExpired: '[redacted]' },
    });
    expect(JSON.parse(login!.request.postData!.text!)).toEqual({
      username: 'demo01',
      password: '[redacted]',
    });
    expect(balance!.request.headers).toContainEqual({ name: 'authorization', value: '[redacted]' });
    expect(balance!.request.headers).toContainEqual({ name: 'merchant', value: MERCHANT });
    expect(balance!._username).toBe('demo01');
    expect(games!.request.queryString).toEqual([{ name: 'pageSize', value: '5' }]);
    expect(JSON.stringify(har)).not.toContain(token);
    expect(JSON.stringify(har)).not.toContain('Demo1234');
  });

  it('compares the twin with the upstream: the same shapes, the twin logged in with its own token', async () => {
    const recorder = await startRecorder({ upstream: upstreamUrl, twin: twinUrl, port: 0 });
    await memberCalls(recorder.url);
    const { drift } = await recorder.stop();

    expect(drift).toMatchObject({ calls: 3, same: 3, differing: 0, skipped: 0 });
    expect(drift!.results.map((r) => r.comparison!.shape)).toEqual([[], [], []]);
    expect(drift!.results[1]!.comparison!.envelope.actual).toEqual({ success: true, errorCode: null });
  });

  it('names the call whose answer changed shape upstream (a stub there), and the client gets that answer', async () => {
    const real = JSON.parse((await memberCalls(upstreamUrl))[1]!.text) as { value: Record<string, unknown> };
    const [field, value] = Object.entries(real.value)[0]!;
    const changed = { ...real, value: { ...real.value, [field]: undefined, [`${field}Renamed`]: value } };
    await adminCaller(upstream).stubs.add({ match: { path: '/wps/v2/wallets/balance' }, body: changed });

    const recorder = await startRecorder({ upstream: upstreamUrl, twin: twinUrl, port: 0 });
    const answers = await memberCalls(recorder.url);
    const { har, drift } = await recorder.stop();

    expect(JSON.parse(answers[1]!.text)).toEqual(JSON.parse(JSON.stringify(changed)));
    expect(har.log.entries[1]!.response.content.text).toBe(answers[1]!.text);
    const differing = drift!.results.filter((r) => r.outcome === 'differs');
    expect(differing.map((r) => r.path)).toEqual(['/wps/v2/wallets/balance']);
    expect(differing[0]!.comparison!.shape).toEqual(
      expect.arrayContaining([
        { path: `value.${field}`, expected: 'missing', actual: expect.any(String) },
        { path: `value.${field}Renamed`, expected: expect.any(String), actual: 'missing' },
      ]),
    );
  });

  it('runs as `pnpm sim record` until Ctrl-C, then writes the HAR and the drift JSON and prints the table', async () => {
    const harFile = path.join(dir, 'capture.har');
    const driftFile = path.join(dir, 'drift.json');
    const out: string[] = [];
    const running = runCli(
      [
        'record',
        '--upstream',
        upstreamUrl,
        '--twin',
        twinUrl,
        '--port',
        '4211',
        '--out',
        harFile,
        '--drift',
        driftFile,
      ],
      { out: (text) => out.push(text), err: (text) => out.push(text) },
    );
    const proxy = 'http://127.0.0.1:4211';
    await expect
      .poll(() =>
        fetch(`${proxy}/wps/session/key/rsa`).then(
          (r) => r.ok,
          () => false,
        ),
      )
      .toBe(true);
    await memberCalls(proxy);
    process.emit('SIGINT');

    expect(await running, out.join('\n')).toBe(0);
    expect(paths(harLog.parse(JSON.parse(fs.readFileSync(harFile, 'utf8'))))).toEqual([
      'GET /wps/session/key/rsa',
      'POST /wps/session/login/unsecure',
      'GET /wps/v2/wallets/balance',
      'GET /wps/relay/GCSGAME_gameList',
    ]);
    const report = JSON.parse(fs.readFileSync(driftFile, 'utf8')) as ReplayReport;
    expect(report).toMatchObject({ calls: 4, differing: 0 });
    expect(out.join('\n')).toMatch(/GCSGAME_gameList\s.*same/);
  });
});
