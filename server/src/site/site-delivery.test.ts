// How the built site's files travel: the build's precompressed copy the browser accepts, a year of
// caching for fingerprinted assets, revalidation for everything else, 304 on a matching ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
const ASSET = '/assets/site-Ab12Cd34.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), body);
  };
  write('index.html', '<html><head><meta name="sim-merchant" content="sim001" /></head></html>');
  // as web/vite.precompress.ts leaves them: a .br and a .gz beside each file worth compressing
  write(ASSET, SCRIPT);
  write(`${ASSET}.br`, brotliCompressSync(SCRIPT));
  write(`${ASSET}.gz`, gzipSync(SCRIPT));
  write('assets/tiny-Zz99Yy88.js', 'x');
  write('js/encrypt.js', SCRIPT);
  write('js/encrypt.js.gz', gzipSync(SCRIPT));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('compressed delivery', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself without Accept-Encoding, or when no copy is smaller', async () => {
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-Zz99Yy88.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('x');
  });

  it('falls back to gzip when a file has no brotli copy', async () => {
    const response = await get('/js/encrypt.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });
});

describe('caching', () => {
  it('caches fingerprinted assets for a year, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get(ASSET, { 'accept-encoding': encoding });
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('revalidates what has no fingerprint: the page and /js/encrypt.js', async () => {
    expect((await get('/index')).headers['cache-control']).toBe('no-cache');
    expect((await get('/js/encrypt.js', { 'accept-encoding': 'gzip' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get(ASSET, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // the gzip copy is another representation: the brotli ETag does not match it
    const gzip = await get(ASSET, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.statusCode).toBe(200);
  });

  it('answers 304 for an unchanged page, on any of its URLs', async () => {
    const page = await get('/index');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const url of ['/index', '/', '/vip']) {
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    expect((await get('/index', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('keeps the security headers on files', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'br' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
