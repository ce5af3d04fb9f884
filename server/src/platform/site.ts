// Serves the built member site (web/dist) with history-mode fallback: any GET that is not an API
// path and not a file gets index.html, so deep links like /vip work.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/admin/trpc', '/docs'];

export async function registerSite(app: FastifyInstance, distDir: string | undefined) {
  const hasSite = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  // wildcard: files are looked up per request, so a rebuild while the server runs is served at once
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: 'index.html',
      // hashed assets may be cached; the page itself must always be fresh
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  /** Returns true when it answered: the not-found handler asks first. */
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && !API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    if (!hasSite || !isPage || path.extname(url) !== '') return false;
    reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
