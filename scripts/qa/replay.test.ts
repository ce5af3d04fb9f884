// The check of HAR out and in: a money journey on one twin, its journal exported as HAR
// (`pnpm sim journal har`), replayed against a fresh twin (`pnpm sim replay`) with no difference; the
// same HAR with one answer's shape changed fails the replay, naming that call.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Har, harLog } from '@sim/shared/har';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MERCHANT, TEST_ADMIN_TOKEN, type TestApp } from '../../server/src/test/harness.ts';
import { runCli } from '../cli/run.ts';
import type { ReplayReport } from './replay-report.ts';

let captured: TestApp;
let fresh: TestApp;
let dir: string;

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

/** A member's calls over the wire, as the site makes them (encrypted login and withdrawal). */
async function moneyJourney(url: string): Promise<void> {
  const call = async (method: string, target: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${url}${target}`, {
      method,
      headers: {
        merchant: MERCHANT,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; value?: { token?: string } };
  };
  const modulus = (await (await fetch(`${url}/wps/session/key/rsa`)).text()).trim();
  const encrypted = (payload: unknown) => {
    const { rsa, des } = encryptPayload(payload, modulus);
    return { body: { value: des }, headers: { encryption: rsa, 'x-digest': des, 'x-rsa': modulus } };
  };
  const login = encrypted({ username: 'demo01', password: 'Demo1234', captcha: '', type: 'username' });
  const session = await call('POST', '/wps/session/login', login.body, login.headers);
  const token = session.value?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(session)}`);
  const auth = { authorization: token };
  await call('GET', '/wps/relay/MCSFE_getDepositSettings', undefined, auth);
  await call('POST', '/wps/v2/transaction/deposit', { channelCode: 'BKASH', amount: 150 }, auth);
  await call('GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', undefined, auth);
  const withdrawal = { amount: 500, paymentPassword: '123456', bankCode: 'BKASH', accountNo: '01712345678' };
  const sent = encrypted(withdrawal);
  await call('POST', '/wps/v2/transaction/withdraw', sent.body, { ...auth, ...sent.headers });
  // refused: over the limit (an error envelope in the capture)
  const tooMuch = encrypted({ ...withdrawal, amount: 9_000_000 });
  await call('POST', '/wps/v2/transaction/withdraw', tooMuch.body, { ...auth, ...tooMuch.headers });
  await call('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', undefined, auth);
}

async function sim(url: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...args, '--url', url, '--token', TEST_ADMIN_TOKEN], {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let capturedUrl: string;
let freshUrl: string;
let harFile: string;
beforeAll(async () => {
  [captured, fresh] = await Promise.all([createTestApp(), createTestApp()]);
  [capturedUrl, freshUrl] = await Promise.all([listening(captured), listening(fresh)]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-har-'));
  harFile = path.join(dir, 'journey.har');
  await moneyJourney(capturedUrl);
});
afterAll(async () => {
  await Promise.all([captured?.close(), fresh?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

describe('HAR out and in', () => {
  it('exports the journal as HAR 1.2, oldest first, with credentials redacted', async () => {
    const exported = await sim(capturedUrl, 'journal', 'har', '--out', harFile);
    expect(exported.code, exported.err).toBe(0);
    const har = harLog.parse(readJson(harFile));
    expect(har.log.version).toBe('1.2');
    const calls = har.log.entries.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`);
    expect(calls).toEqual([
      'GET /wps/session/key/rsa',
      'POST /wps/session/login',
      'GET /wps/relay/MCSFE_getDepositSettings',
      'POST /wps/v2/transaction/deposit',
      'GET /wps/relay/MCSFE_getWithdrawSettings',
      'POST /wps/v2/transaction/withdraw',
      'POST /wps/v2/transaction/withdraw',
      'GET /wps/relay/MCSFE_getPaymentConfirmationList',
    ]);
    const login = har.log.entries[1]!;
    expect(login._encrypted).toBe(true);
    expect(JSON.parse(login.request.postData!.text!)).toMatchObject({
      username: 'demo01',
      password: '[redacted]',
    });
    expect(JSON.parse(login.response.content.text!).value.token).toBe('[redacted]');
    expect(har.log.entries[2]!.request.headers).toContainEqual({
      name: 'Authorization',
      value: '[redacted]',
    });
    expect(har.log.entries[6]!._errorCode).toBeTruthy();
    expect(JSON.stringify(har)).not.toContain('Demo1234');
  });

  it('replays against a fresh twin with no difference (logging in again, encrypting with its key)', async () => {
    const out = path.join(dir, 'same.json');
    const replayed = await sim(
      freshUrl,
      'replay',
      harFile,
      '--password',
      'Demo1234',
      '--fill',
      'paymentPassword=123456',
      '--out',
      out,
    );
    expect(replayed.code, `${replayed.out}\n${replayed.err}`).toBe(0);
    const report = readJson<ReplayReport>(out);
    expect(report).toMatchObject({ calls: 8, same: 8, differing: 0, skipped: 0 });
    // the refused withdrawal is refused on the twin too, with the same errorCode
    expect(report.results[6]!.comparison!.envelope.actual!.success).toBe(false);
    expect(replayed.out).toContain('MCSFE_getPaymentConfirmationList');
  });

  it('fails the replay on a changed answer shape, naming the call and the field', async () => {
    const har = readJson<Har>(harFile);
    const settings = har.log.entries[4]!;
    const answer = JSON.parse(settings.response.content.text!);
    answer.value.minimumAmountRenamed = answer.value.minimumAmount;
    delete answer.value.minimumAmount;
    settings.response.content.text = JSON.stringify(answer);
    const changed = path.join(dir, 'changed.har');
    fs.writeFileSync(changed, JSON.stringify(har));
    const out = path.join(dir, 'changed.json');
    const replayed = await sim(
      freshUrl,
      'replay',
      changed,
      '--password',
      'Demo1234',
      '--fill',
      'paymentPassword=123456',
      '--out',
      out,
    );
    expect(replayed.code).toBe(1);
    const report = readJson<ReplayReport>(out);
    const differing = report.results.filter((r) => r.outcome === 'differs');
    expect(differing.map((r) => r.path)).toEqual(['/wps/relay/MCSFE_getWithdrawSettings']);
    expect(differing[0]!.comparison!.shape).toEqual(
      expect.arrayContaining([
        { path: 'value.minimumAmount', expected: 'missing', actual: 'number' },
        { path: 'value.minimumAmountRenamed', expected: 'number', actual: 'missing' },
      ]),
    );
    expect(replayed.out).toMatch(/MCSFE_getWithdrawSettings.*value\.minimumAmount/);
  });

  it('reports values that differ where asked (the twin has had earlier withdrawals), without failing on them', async () => {
    const out = path.join(dir, 'values.json');
    const replayed = await sim(
      freshUrl,
      'replay',
      harFile,
      '--password',
      'Demo1234',
      '--fill',
      'paymentPassword=123456',
      '--values',
      'value.remainingCount',
      '--out',
      out,
    );
    expect(replayed.code, replayed.out).toBe(0);
    const report = readJson<ReplayReport>(out);
    expect(report.results.flatMap((r) => r.comparison?.values ?? [])).toEqual([
      { path: 'value.remainingCount', expected: 5, actual: 3 },
    ]);
  });
});
