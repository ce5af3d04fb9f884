// Input an attacker sends that used to become a 500 or poison the journal: lone UTF-16 surrogates and
// NUL characters (a 500 wherever one reached a PostgreSQL column), money that is not money, bodies nested thousands deep. Each is a 4xx, and the server goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMutation,
  adminQuery,
  createTestApp,
  loginAs,
  type TestApp,
  wps,
  wpsEncrypted,
} from '../test/harness.ts';

let t: TestApp;
let token: string;
let agent: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'demo01', 'Demo1234');
  agent = await loginAs(t, 'agent02', 'Agent1234');
});
afterAll(() => t.close());

const expectParamError = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
};

// each kind of non-text alone, and after text (the check must not stop at the first character)
describe.each([
  ['lone UTF-16 surrogates', '\ud800', 'x\udc00'],
  ['NUL characters', '\u0000', 'x\u0000'],
])('%s', (_kind, alone, afterText) => {
  it.each([
    ['POST', '/wps/session/login/unsecure', { username: alone, password: 'Demo1234' }],
    ['PUT', '/wps/member/language', { language: afterText }],
    ['POST', '/wps/v2/transaction/deposit', { channelCode: 'BKASH', amount: 100, requestId: alone }],
    ['POST', '/wps/relay/MCSFE_processC2CTransaction', { referenceNo: afterText, action: 'RECEIVED' }],
    ['POST', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PG', amount: 1, [alone]: 1 }],
  ] as const)('%s %s answers 400 in the envelope', async (method, url, body) => {
    expectParamError(await wps(t, method, url, { token, body }));
  });

  it('is refused inside an encrypted body too (after decryption)', async () => {
    const response = await wpsEncrypted(
      t,
      'PUT',
      '/wps/agent/transferUpline',
      { amount: 1, paymentPassword: `12345${alone}` },
      { token: agent },
    );
    expectParamError(response);
  });

  it('is refused in GET bodies read as the query', async () => {
    const response = await wps(t, 'GET', '/wps/check/username', {
      body: { username: afterText },
      headers: { 'content-type': 'application/json' },
    });
    expectParamError(response);
  });

  it('is a BAD_REQUEST on the admin surface, queries and mutations alike', async () => {
    const query = await adminQuery(t, 'members.get', { username: alone });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.data.code).toBe('BAD_REQUEST');
    const mutation = await adminMutation(t, 'wallet.adjust', { username: afterText, amount: 1, reason: 'x' });
    expect(mutation.statusCode).toBe(400);
  });
});

describe('money', () => {
  const deposit = (amount: unknown) =>
    wps(t, 'POST', '/wps/v2/transaction/deposit', { token, body: { channelCode: 'BKASH', amount } });

  it.each([['0x10'], [[5]], [true], ['1e1'], [' 500 '], ['5.001'], [1e20], [Number.MAX_VALUE], ['-5'], [0]])(
    'refuses %j as a deposit amount',
    async (amount) => {
      expectParamError(await deposit(amount));
    },
  );

  it.each([[500], ['500'], ['120.50']])('takes %j', async (amount) => {
    const response = await deposit(amount);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('refuses 1e20 on GCS_walletTransfer and transferUpline with a 400, not a 500', async () => {
    expectParamError(
      await wps(t, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: { from: 'MAIN', to: 'PG', amount: 1e20 },
      }),
    );
    expectParamError(
      await wpsEncrypted(
        t,
        'PUT',
        '/wps/agent/transferUpline',
        { amount: 1e20, paymentPassword: '123456' },
        { token: agent },
      ),
    );
  });

  it('refuses admin amounts past the bound as BAD_REQUEST', async () => {
    for (const [procedure, input] of [
      ['wallet.adjust', { username: 'demo01', amount: 1e20, reason: 'overflow' }],
      ['wallet.adjust', { username: 'demo01', amount: -1e19, reason: 'overflow' }],
      ['wallet.grantBonus', { username: 'demo01', amount: 2 ** 70, name: 'overflow' }],
      ['members.create', { balance: 1e13 }],
    ] as const) {
      const response = await adminMutation(t, procedure, input);
      expect(response.statusCode, `${procedure} ${JSON.stringify(input)}`).toBe(400);
    }
  });
});

describe('a body nested 5,000 deep', () => {
  // as text: JSON.stringify itself overflows the stack on it
  const deep = `${'{"a":'.repeat(5000)}"bottom"${'}'.repeat(5000)}`;

  it('is refused without a 500, and journal.list still answers with a bounded entry', async () => {
    const response = await wps(t, 'PUT', '/wps/member/language', {
      token,
      body: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const journal = await adminQuery(t, 'journal.list', { path: '/wps/member/language', limit: 5 });
    expect(journal.statusCode).toBe(200);
    expect(journal.body.length).toBeLessThan(5000);
  });

  it('keeps only bounded shapes of wide and long bodies', async () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'v'.repeat(40)]));
    await wps(t, 'PUT', '/wps/member/language', { token, body: { token: 'secret-token-value', ...wide } });
    const journal = await adminQuery(t, 'journal.list', { path: '/wps/member/language', limit: 1 });
    expect(journal.body.length).toBeLessThan(10_000);
    expect(journal.body).not.toContain('secret-token-value');
  });
});

describe('a path that is no valid percent-encoding', () => {
  it.each([['/lotto-%ED%A0%80/lgw/games'], ['/lgw/draw/code/%ED%A0%80']])(
    '%s is a 400 in the envelope, not the router own error',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { merchant: 'sim001' } });
      expectParamError(response);
    },
  );
});
