// /provider/assets/<file>: the game page's scripts and style, read once at start and cached by browsers.
import { readdir, readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlatformError } from '../foundation/errors.ts';

const DIR = new URL('./assets/', import.meta.url);
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
const CACHE = 'public, max-age=3600';

export async function registerGameAssets(app: Parameters<FastifyPluginAsyncZod>[0]): Promise<void> {
  const files = new Map<string, string>();
  for (const name of await readdir(DIR)) {
    if (/\.(js|css)$/.test(name)) files.set(name, await readFile(new URL(name, DIR), 'utf8'));
  }
  app.get(
    '/assets/:file',
    { schema: { tags: ['provider (simulated vendor)'], hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const body = files.get(request.params.file);
      if (body === undefined) throw PlatformError.of('notFound');
      const type = TYPES[request.params.file.split('.').pop() ?? '']!;
      return reply.type(type).header('cache-control', CACHE).send(body);
    },
  );
}
