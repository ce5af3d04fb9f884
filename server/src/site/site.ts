// Serves the built web app (web/dist) with history-mode fallback: any GET that is not an API path
// and not a file gets a page, so deep links like /vip work; so do the site's routes that look like a
// file (/register.html, @sim/shared/site-routes), while any other such URL stays a file or a 404. /admin and below get the control panel
// (web/dist/admin/index.html), everything else the member site, whose page carries the merchant it
// speaks for (SIM_MERCHANT) in its `sim-merchant` meta tag, and a policy allowing its inline script.
// Files go out as the build's precompressed copy the browser accepts (brotli, else gzip; see
// web/vite.precompress.ts) with an ETag; the fingerprinted ones under /assets/ are cached for a
// year, everything else (pages, /js/encrypt.js) is revalidated on every use. The landing page's
// HTML carries its first screen, prerendered (site-prerender.ts, prerendered-page.ts), where the site's
// prerender is built.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLottoAreaPath } from '@sim/shared/lgw/paths';
import { PRERENDERED_PATH, type PrerenderedPage } from '@sim/shared/prerender';
import { SITE_ROUTE_URLS } from '@sim/shared/site-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePolicy } from '../gateway/security-headers.ts';
import { preloadLinkHeader, prerenderedHtml } from './prerendered-page.ts';
import { LandingPrerender } from './site-prerender.ts';

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/admin/trpc', '/docs', '/provider', '/cdn'];
const MERCHANT_META = /<meta name="sim-merchant" content="[^"]*"\s*\/?>/;
const SITE_PAGE = 'index.html';
const CONTROL_PANEL_PAGE = path.join('admin', 'index.html');

const ASSETS_DIR = 'assets';
const COMPRESSED_COPY = /\.(br|gz)$/;
/** Vite names every file it writes under assets/ by its content's hash: a new build, a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cachePolicy(distDir: string, file: string): string {
  const relative = path.relative(distDir, file.replace(COMPRESSED_COPY, ''));
  return relative.startsWith(`${ASSETS_DIR}${path.sep}`) ? IMMUTABLE : 'no-cache';
}

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The site's routes as its router matches them: without case or a trailing slash. */
const SITE_PATHS = new Set(SITE_ROUTE_URLS.map((url) => url.toLowerCase()));
const isSiteRoute = (url: string) => SITE_PATHS.has(url.toLowerCase().replace(/(.)\/+$/, '$1'));

export async function registerSite(
  app: FastifyInstance,
  distDir: string | undefined,
  merchant: string,
  prerenderWorker?: string,
) {
  if (!distDir || !fs.existsSync(path.join(distDir, SITE_PAGE))) return () => false;

  const sendPage = (
    reply: FastifyReply,
    page: string,
    prerendered: PrerenderedPage | null = null,
    status = 200,
  ) => {
    const file = path.join(distDir, page);
    if (!fs.existsSync(file)) return reply.callNotFound();
    // read per request: a rebuild while the server runs is served at once
    let html = fs
      .readFileSync(file, 'utf8')
      .replace(MERCHANT_META, `<meta name="sim-merchant" content="${merchant}" />`);
    if (prerendered !== null) {
      html = prerenderedHtml(html, prerendered);
      const links = preloadLinkHeader(html.slice(0, html.indexOf('</head>')));
      if (links) reply.header('link', links);
    }
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('content-security-policy', pagePolicy(html))
      .type('text/html; charset=utf-8');
    // no-cache revalidates: an unchanged page costs a 304 and no body
    if (status === 200 && reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(html);
  };

  // wildcard: files are looked up per request, so new hashed assets are found after a rebuild
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('cache-control', cachePolicy(distDir, file));
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, SITE_PAGE));
  if (prerenderWorker && fs.existsSync(prerenderWorker)) {
    const prerender = new LandingPrerender(app, prerenderWorker, merchant);
    app.addHook('onClose', () => prerender.close());
    app.get(PRERENDERED_PATH, { schema: { hide: true } }, async (request, reply) =>
      sendPage(reply, SITE_PAGE, await prerender.page(request)),
    );
  }
  // the site's routes named like files: the static files would answer them with a 404
  for (const url of ['/index.html', ...SITE_ROUTE_URLS.filter((route) => path.extname(route) !== '')]) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => sendPage(reply, SITE_PAGE));
  }
  // the panel's folder would otherwise be answered as a directory listing (403)
  for (const url of ['/admin', '/admin/']) {
    app.get(url, { schema: { hide: true } }, (_request, reply) => sendPage(reply, CONTROL_PANEL_PAGE));
  }

  /** Returns true when it answered: the not-found handler asks first. */
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const url = request.url.split('?')[0] ?? '/';
    // /lotto-<area>/… is the lottery gateway of an area: any area, so a pattern rather than a prefix
    const isApi = API_PREFIXES.some((p) => isUnder(url, p)) || isLottoAreaPath(url);
    const isPage = request.method === 'GET' && !isApi;
    if (!isPage || path.extname(url) !== '') return false;
    const admin = isUnder(url, '/admin');
    const page = admin ? CONTROL_PANEL_PAGE : SITE_PAGE;
    if (!fs.existsSync(path.join(distDir, page))) return false;
    // a URL no route of the site draws gets the site's not-found page, and says so (404)
    sendPage(reply, page, null, admin || isSiteRoute(url) ? 200 : 404);
    return true;
  };
}
