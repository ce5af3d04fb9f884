import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCaller, createTestApp, type TestApp } from '../test/harness.ts';

// A stand-in for the site's prerender worker (web/src/prerender/worker.ts), speaking its messages
// (shared/src/prerender.ts): it asks for the status call and renders the brand's name, counting renders.
const FAKE_WORKER = `
import { parentPort } from 'node:worker_threads';
let renders = 0;
parentPort.on('message', (request) => {
  if (request.kind === 'calls') {
    const headers = { Merchant: 'sim001', Language: 'BN', Device: 'web' };
    parentPort.postMessage({ id: request.id, kind: 'calls', calls: [{ url: '/wps/system/status?url=' + request.host, headers }] });
    return;
  }
  if (process.env.FAKE_PRERENDER_CRASH === '1') process.exit(3);
  const [status] = request.answers;
  const value = status.status === 200 ? JSON.parse(status.body).value : null;
  renders += 1;
  const body = '<main data-renders="' + renders + '">' + value?.info.config.merchantName + '</main>';
  const page = value && !value.maintenance ? { head: '<link rel="preload" as="image" href="/cdn/a.svg"/>', body } : null;
  parentPort.postMessage({ id: request.id, kind: 'render', page });
});
`;

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-prerender-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><meta name="sim-merchant" content="sim001" />' +
      '<script type="module" crossorigin src="/assets/site-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'worker.mjs'), FAKE_WORKER);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ webDist: dist, prerenderWorker: path.join(dist, 'worker.mjs') });
});
afterEach(async () => {
  delete process.env.FAKE_PRERENDER_CRASH;
  await t.close();
});

const response = (url = '/index') => t.app.inject({ method: 'GET', url });
const page = async (url = '/index') => (await response(url)).body;
const root = (html: string) => /<div id="root"[^>]*>(.*?)<\/div>/.exec(html)?.[0];
const EMPTY_ROOT = '<div id="root"></div>';

/** The landing page once the worker has loaded and rendered (the first page after a start goes without). */
async function prerenderedPage(): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const html = await page();
    if (root(html) !== EMPTY_ROOT) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the landing page was never prerendered');
}

describe('the landing page prerendered', () => {
  it("carries the first screen rendered from the status answer, inert until the browser's hydration", async () => {
    // the worker is loading: the first page goes without rather than wait
    expect(root(await page())).toBe(EMPTY_ROOT);
    const html = await prerenderedPage();
    expect(root(html)).toBe(
      '<div id="root" data-prerendered inert><main data-renders="1">SimBet</main></div>',
    );
    // React's preloads of the first screen's images go to the head, and to a Link header
    expect(html).toContain('<link rel="preload" as="image" href="/cdn/a.svg"/></head>');
    expect((await response()).headers.link).toBe('</cdn/a.svg>; rel=preload; as=image');
    // the site's scripts wait in a data block, started once the first screen has painted (boot/site-entry.ts)
    expect(html).toContain(
      '<head><script type="application/json" data-site-entry>{"entry":"/assets/site-1.js","modules":["/assets/react-1.js"]}</script>',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    // the other pages are the browser's to render, their scripts as built
    const vip = await page('/vip');
    expect(root(vip)).toBe(EMPTY_ROOT);
    expect(vip).toContain('<script type="module" crossorigin src="/assets/site-1.js"></script>');
    expect(vip).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect((await response('/vip')).headers.link).toBeUndefined();
  });

  it('renders again only when an answer changed, not for the status answer of another moment', async () => {
    await prerenderedPage();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(root(await page())).toContain('data-renders="1"');
    await adminCaller(t).brand.set({ name: 'Renamed' });
    expect(root(await page())).toContain('<main data-renders="2">Renamed</main>');
  });

  it('sends the page unprerendered where the first screen is not the landing page', async () => {
    await prerenderedPage();
    await adminCaller(t).system.setStatus({ maintenance: true });
    expect(root(await page())).toBe(EMPTY_ROOT);
  });

  it("reads the answers past the control room: no fault hits them, the journal keeps only the visitor's calls", async () => {
    await adminCaller(t).faults.add({ match: '/wps/system/*', status: 502, errorCode: 'UPSTREAM_DOWN' });
    expect(root(await prerenderedPage())).toContain('SimBet');
    expect(await adminCaller(t).journal.list({ limit: 10 })).toEqual([]);
    const visitors = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'sim001' },
    });
    expect(visitors.statusCode).toBe(502);
  });

  it('keeps the calls of a few hosts only: a client naming ever new ones grows nothing', async () => {
    const pageOn = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/index', headers: { host } })).body;
    await prerenderedPage();
    for (let index = 0; index < 12; index++) {
      const host = `host${index}.example`;
      // each new host is learnt in the background; once learnt, its page is prerendered with its name
      for (let attempt = 0; attempt < 100 && root(await pageOn(host)) === EMPTY_ROOT; attempt++)
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // the first ones made room for the last: a cold host again
    expect(root(await pageOn('host0.example'))).toBe(EMPTY_ROOT);
    expect(root(await pageOn('host11.example'))).toContain('SimBet');
  });

  it('sends the page unprerendered while the worker fails, and prerenders again with a new one', async () => {
    process.env.FAKE_PRERENDER_CRASH = '1';
    for (let attempt = 0; attempt < 5; attempt++) expect(root(await page())).toBe(EMPTY_ROOT);
    delete process.env.FAKE_PRERENDER_CRASH;
    expect(root(await prerenderedPage())).toContain('SimBet');
  });
});
