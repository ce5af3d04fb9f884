// The plain static page the bench's Lighthouse runs measure beside /index (lighthouse.ts): /index's own
// HTML as a browser receives it, its scripts and external resources taken out (markup and inline styles
// only), padded back to the same number of bytes, served by node:http gzipped when the browser accepts it.
// A loaded machine is slow for both pages alike: the gap between them is the site's own cost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b[\s\S]*?<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;
const INERT = /\sinert(?=[\s>])/g;

/** `html` with no script and no external resource, as many bytes (UTF-8) as it had. */
export function plainPageLike(html: string): string {
  const plain = html.replace(SCRIPT, '').replace(LINK, '').replace(INERT, '');
  const missing = Buffer.byteLength(html) - Buffer.byteLength(plain);
  // the padding is a comment before </body>: bytes to read, nothing to lay out
  const padding = missing > 7 ? `<!--${'-'.repeat(missing - 7)}-->` : '';
  return plain.replace('</body>', `${padding}</body>`);
}

export interface StaticPage {
  url: string;
  close: () => Promise<void>;
}

export async function serveStaticPage(html: string): Promise<StaticPage> {
  const body = Buffer.from(html);
  const gzipped = gzipSync(body);
  const server = http.createServer((request, response) => {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipped : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/index`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
