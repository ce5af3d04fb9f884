// Browser security headers on every answer (helmet's): a Content-Security-Policy that lets the
// site, the control panel, /docs (Swagger UI) and the game iframe work, nosniff, same-origin framing
// and no referrer (launch and login-as URLs carry tokens). The site's pages allow their inline theme
// script by its hash; the provider's game page loads its scripts from /provider/assets, so it needs
// nothing beyond the base policy.
// helmet's headers are the same on every answer, so they are worked out once (helmet parses its
// directives on every call otherwise) and set on each answer as helmet would set them.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

const BASE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Mantine and Swagger UI set styles inline
  'style-src': ["'self'", "'unsafe-inline'"],
  // brand images and CDNs may be set to any host (brand.set imageCDNs)
  'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // games open in an iframe; a merchant's launch CDN may be another origin
  'frame-src': ["'self'", 'http:', 'https:'],
  // the provider page is framed by the site itself, nothing is framed by other origins
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export function contentSecurityPolicy(extra: Directives = {}): string {
  const directives = { ...BASE_DIRECTIVES };
  for (const [name, sources] of Object.entries(extra))
    directives[name] = [...(directives[name] ?? []), ...sources];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** a script element without `src` that is not a JSON data block (which the browser never runs) */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi;

/** The bodies of a page's inline scripts (those without `src`, data blocks aside), in the page's order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => script ?? '');
}

/** The policy of one of the site's HTML pages: its own inline scripts allowed by their sha256. */
export function pagePolicy(html: string): string {
  const hashes = inlineScripts(html).map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  return contentSecurityPolicy({ 'script-src': hashes });
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: BASE_DIRECTIVES },
  // served over plain HTTP on shared hosts: no HSTS, no upgrade of http: subresources
  strictTransportSecurity: false,
  // /js/encrypt.js and /cdn images are loaded by real front ends on other origins
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'sameorigin' },
};

/** The headers helmet sets with these options, as [name, value] pairs in its order. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = Object.fromEntries(securityHeaders());
  // as the reply's headers, so a route's own (a page's policy) replaces one; not on the raw response
  // as helmet does: Node then runs each of the answer's headers through setHeader's checks once more
  // when Fastify writes its own (PERFORMANCE.md)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
