import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { plainPageLike, serveStaticPage } from './static-page.ts';

const PAGE =
  '<!doctype html><html><head><link rel="stylesheet" href="/a.css"><script type="module" src="/x.js"></script>' +
  '<style>p{color:red}</style></head><body><div id="root" data-prerendered inert><p>টাকা</p></div>' +
  '<script>boot()</script></body></html>';

describe('the static page beside /index', () => {
  it('keeps the markup without scripts, external resources or inertness, at the same size in bytes', () => {
    const plain = plainPageLike(PAGE);
    expect(plain).not.toMatch(/<script|<link|\binert\b/);
    expect(plain).toContain('<p>টাকা</p>');
    expect(Buffer.byteLength(plain)).toBe(Buffer.byteLength(PAGE));
  });

  it('is served gzipped to a browser that accepts it, plain otherwise', async () => {
    const page = await serveStaticPage('<p>plain</p>');
    try {
      const plain = await fetch(page.url, { headers: { 'accept-encoding': 'identity' } });
      expect(await plain.text()).toBe('<p>plain</p>');
      const { request } = await import('node:http');
      const gzipped = await new Promise<Buffer>((resolve, reject) => {
        request(page.url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          response
            .on('data', (chunk: Buffer) => chunks.push(chunk))
            .on('end', () => resolve(Buffer.concat(chunks)));
        })
          .on('error', reject)
          .end();
      });
      expect(gunzipSync(gzipped).toString()).toBe('<p>plain</p>');
    } finally {
      await page.close();
    }
  });
});
