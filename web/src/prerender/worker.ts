// The prerender worker: a worker thread the server starts (server/src/site/site-prerender.ts) and
// ends when idle, so the site's code neither runs on the server's event loop nor stays in its memory.
// Requests are handled one at a time, in order (landing.tsx keeps one page's state while it renders).
import { parentPort } from 'node:worker_threads';
import type { PrerenderReply, PrerenderRequest } from '@sim/shared/prerender';
import { headLinksOf } from './head-links';
import { FIRST_SCREEN_MODULES, prerenderCalls, prerenderLanding } from './landing';

const port = parentPort;
if (!port) throw new Error('the prerender runs in a worker thread');

/** From the client build's manifest, beside this build (web/dist-prerender/worker.js); once per worker. */
const headLinks = headLinksOf(new URL('../dist/.vite/manifest.json', import.meta.url), FIRST_SCREEN_MODULES);

async function handle(request: PrerenderRequest): Promise<PrerenderReply> {
  try {
    if (request.kind === 'calls')
      return { id: request.id, kind: 'calls', calls: prerenderCalls(request.host) };
    const page = await prerenderLanding(request.host, request.answers, headLinks);
    return { id: request.id, kind: 'render', page };
  } catch (error) {
    return { id: request.id, kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

let queue = Promise.resolve();
port.on('message', (request: PrerenderRequest) => {
  queue = queue.then(async () => port.postMessage(await handle(request)));
});
