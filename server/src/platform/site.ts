// Serves the built member site (web/dist) with history-mode fallback: any GET that is not an API
// path and not a file gets index.html, so deep links like /vip work. The page carries the merchant
// the site speaks for (SIM_MERCHANT), written into its `sim-merchant` meta tag.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/admin/trpc', '/docs'];
const MERCHANT_META = /<meta name="sim-merchant" content="[^"]*"\s*\/?>/;

export async function registerSite(app: FastifyInstance, distDir: string | undefined, merchant: string) {
  const indexFile = distDir && path.join(distDir, 'index.html');
  if (!indexFile || !fs.existsSync(indexFile)) return () => false;

  const sendPage = (reply: FastifyReply) => {
    // read per request: a rebuild while the server runs is served at once
    const html = fs
      .readFileSync(indexFile, 'utf8')
      .replace(MERCHANT_META, `<meta name="sim-merchant" content="${merchant}" />`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };

  // wildcard: files are looked up per request, so new hashed assets are found after a rebuild
  await app.register(fastifyStatic, { root: distDir, wildcard: true, index: false });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  /** Returns true when it answered: the not-found handler asks first. */
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && !API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    if (!isPage || path.extname(url) !== '') return false;
    sendPage(reply);
    return true;
  };
}
