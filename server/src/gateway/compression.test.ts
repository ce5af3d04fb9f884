// Text answers compressed for a client that asks for it (compression.ts), the same bytes for one that
// does not: a JSON relay answer (kept by the answer cache), a site page, the journal's plain record.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, wps } from '../test/harness.ts';
import { chooseEncoding } from './compression.ts';

const VENDORS = '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop';
const PAGE = `<html><head><meta name="sim-merchant" content="sim001" /></head><body>${'<p>টাকা</p>'.repeat(300)}</body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the encoding chosen from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and takes none the client did not name', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('honours a refusal by q=0', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br; q=0, gzip;q=0')).toBeNull();
  });
});

describe('a JSON answer', () => {
  it('goes as the very same bytes to a client that sends no Accept-Encoding', async () => {
    const plain = await wps(t, 'GET', VENDORS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.startsWith('{"success":true')).toBe(true);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('goes brotli-compressed to a browser, the same answer once unpacked, kept and sent again', async () => {
    const plain = (await wps(t, 'GET', VENDORS)).body;
    for (let call = 0; call < 2; call++) {
      const compressed = await wps(t, 'GET', VENDORS, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
      expect(compressed.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 3);
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain);
    }
  });

  it('goes gzipped to a client that takes only gzip', async () => {
    const plain = (await wps(t, 'GET', VENDORS)).body;
    const compressed = await wps(t, 'GET', VENDORS, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain);
  });

  it('is journaled as the plain answer', async () => {
    await wps(t, 'GET', VENDORS, { headers: { 'accept-encoding': 'br' } });
    const [entry] = await t.sim.journal.list({ path: '/wps/relay/GCSGAME_newGameVendor', limit: 1 });
    expect(JSON.stringify(entry?.response)).toContain('success');
  });

  it('leaves a small answer as it is', async () => {
    const small = await wps(t, 'GET', '/wps/session/key/rsa', { headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('a site page', () => {
  it('goes compressed to a browser and plain to a client without Accept-Encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/index' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/index',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});
