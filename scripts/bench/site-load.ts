// The site's first load, as a visitor meets it: Chromium (the browser tests' switches) opens
// /index in a fresh context each time; the load event, the largest contentful paint, the requests and
// the JavaScript bytes that crossed the wire (compressed, as sent) are read; medians over the runs.
// "Initial JS gzipped" is the JavaScript /index asked for before the site's first render began (its
// FIRST_RENDER_MARK): what that render needed (the later languages, zod and the chunks below the first
// screen come after), each file as the server sends it gzipped (web/dist's precompressed copy), as
// scripts/lib/site-initial-js.ts counts.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { FIRST_RENDER_MARK } from '@sim/shared/site-marks';
import { BROWSER_ARGS } from '../../playwright.config.ts';
import { ROOT } from '../../server/src/database.ts';
import { gzippedSize } from '../lib/site-initial-js.ts';
import { median } from './arithmetic.ts';

export interface FirstLoad {
  loadEventMs: number;
  lcpMs: number;
  requests: number;
  jsTransferredBytes: number;
  initialJsGzipBytes: number;
}

interface OneLoad extends Omit<FirstLoad, 'initialJsGzipBytes'> {
  /** the scripts asked for before the site's first render began */
  initialScripts: string[];
}

interface BenchProbe {
  __benchLcp: number;
}

const SETTLE_MS = 30_000;
/** a loaded machine may take long; the figure then says so */
const NAVIGATION_TIMEOUT_MS = 90_000;

async function loadOnce(page: Page, url: string): Promise<OneLoad> {
  // the largest contentful paint so far, kept where the page can be asked for it
  await page.addInitScript(() => {
    const probe = globalThis as unknown as BenchProbe;
    probe.__benchLcp = Number.NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.__benchLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const finished: Promise<{ js: boolean; bytes: number; path: string } | null>[] = [];
  let counting = true;
  page.on('requestfinished', (request) => {
    if (!counting) return;
    finished.push(
      request
        .sizes()
        .then((sizes) => ({
          js: request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js'),
          bytes: sizes.responseBodySize,
          path: new URL(request.url()).pathname,
        }))
        // a request still finishing as the context closes has no sizes any more
        .catch(() => null),
    );
  });
  await page.goto(`${url}/index`, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  // a loaded machine may paint, and render, after the network went idle
  await page
    .waitForFunction(
      (mark) =>
        Number.isFinite((globalThis as unknown as BenchProbe).__benchLcp) &&
        performance.getEntriesByName(mark).length > 0,
      FIRST_RENDER_MARK,
      { timeout: SETTLE_MS },
    )
    .catch(() => undefined);
  const { initialScripts, ...timing } = await page.evaluate((mark) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const firstRender = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const initialScripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < firstRender)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
    return {
      loadEventMs: navigation.loadEventStart,
      lcpMs: (globalThis as unknown as BenchProbe).__benchLcp,
      initialScripts,
    };
  }, FIRST_RENDER_MARK);
  counting = false;
  const requests = (await Promise.all(finished)).filter((r) => r !== null);
  const scripts = requests.filter((r) => r.js);
  return {
    ...timing,
    requests: requests.length,
    jsTransferredBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
    initialScripts,
  };
}

/** The scripts /index loaded, as files of web/dist, gzipped as the server sends them. */
export function gzippedBytes(scriptPaths: string[]): number {
  const distDir = path.join(ROOT, 'web/dist');
  let total = 0;
  for (const scriptPath of new Set(scriptPaths)) {
    const file = path.join(distDir, scriptPath);
    if (fs.existsSync(file)) total += gzippedSize(distDir, scriptPath, fs.readFileSync(file));
  }
  return total;
}

export async function measureFirstLoad(
  url: string,
  runs: number,
  log: (line: string) => void,
): Promise<FirstLoad> {
  // the browser tests' switches, not their V8 flags: a visitor's browser optimises the site's code
  const browser = await chromium.launch({
    args: BROWSER_ARGS,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const loads: OneLoad[] = [];
  try {
    // Run 0 warms up, unmeasured, as every call's figure comes after its warm-up: the server's first
    // page (its static files' first reads, its code not yet compiled) cost 600 ms more than any later
    // one. Each measured run is still a first load: a new context, nothing cached.
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext();
      try {
        const load = await loadOnce(await context.newPage(), url);
        log(
          `${run === 0 ? 'warm-up load (not counted)' : `first load ${run}`}: load event ${Math.round(load.loadEventMs)} ms, LCP ${Math.round(load.lcpMs)} ms, ${load.requests} requests, ${Math.round(load.jsTransferredBytes / 1000)} KB of JS over the wire`,
        );
        if (run > 0) loads.push(load);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    loadEventMs: median(loads.map((l) => l.loadEventMs)),
    lcpMs: median(loads.map((l) => l.lcpMs)),
    requests: median(loads.map((l) => l.requests)),
    jsTransferredBytes: median(loads.map((l) => l.jsTransferredBytes)),
    // a script any run asked for before its load event
    initialJsGzipBytes: gzippedBytes(loads.flatMap((l) => l.initialScripts)),
  };
}
