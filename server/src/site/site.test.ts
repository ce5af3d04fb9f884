import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="sim-merchant" content="sim001" /></head></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dist, 'admin'));
  fs.writeFileSync(path.join(dist, 'admin', 'index.html'), '<html><title>control panel</title></html>');
  t = await createTestApp({ webDist: dist, defaultMerchant: 'sim002' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built site', () => {
  it.each(['/', '/index', '/vip', '/register?referralCode=abc'])(
    'serves the page for %s, naming the merchant',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="sim-merchant" content="sim002" />');
    },
  );

  it.each(['/admin', '/admin/', '/admin/journal'])('serves the control panel for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('control panel');
  });

  it('serves assets as files and a missing asset as a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it.each([
    '/wps/nothing',
    '/lgw/nothing',
    '/lotto/lgw/nothing',
    '/lotto-vn/lgw/nothing',
    // areas the gateway does not know are no pages either
    '/lotto-VN/lgw/games',
    '/lotto-0/lgw/games',
    '/lotto-/lgw/games',
  ])('keeps API path %s out of the page fallback', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { merchant: 'sim001' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('serves the OpenAPI document of the REST contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/session/login',
        '/wps/relay/GCS_merchantWallet',
        '/wps/relay/GCS_walletTransfer',
        '/wps/v2/transaction/deposit',
        '/wps/v2/transaction/withdraw',
        '/wps/relay/MCSFE_processC2CTransaction',
        '/wps/report/transaction',
      ]),
    );
    // the money calls document their bodies
    expect(doc.paths['/wps/v2/transaction/deposit'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).not.toContain('/');
  });
});
