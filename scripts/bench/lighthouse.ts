// Lighthouse 12 (npm lighthouse@12.2.3) on the landing page, /index, in Debian's Chromium, on its mobile
// profile (the default: a mid-range phone, simulated 4x slower CPU and a slow 4G link) and its desktop
// profile, each run beside a plain static page of the same size (static-page.ts) in turns, so that a
// loaded machine shows as slow for both. Medians of the runs; lighthouse-figures.ts reads the reports.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { desktopConfig } from 'lighthouse';
import { BROWSER_ARGS } from '../../playwright.config.ts';
import { freePort } from '../lib/free-port.mjs';
import {
  describeFigures,
  figuresOf,
  type LighthouseFigures,
  medianFigures,
  type ReportLike,
} from './lighthouse-figures.ts';
import { plainPageLike, serveStaticPage } from './static-page.ts';

export const PROFILES = ['mobile', 'desktop'] as const;
export type Profile = (typeof PROFILES)[number];

export interface LighthouseResult {
  profile: Profile;
  site: LighthouseFigures;
  staticPage: LighthouseFigures;
}

const DEVTOOLS_WAIT_MS = 60_000;

/**
 * Chromium in headless mode with its DevTools port open, as Lighthouse's own launcher starts it (a browser
 * Playwright launched never finished a Lighthouse run here: Playwright keeps it on a pipe, with no window).
 */
async function chromiumWithDevTools(port: number): Promise<{ close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-lighthouse-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...BROWSER_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // the profile goes once Chromium has stopped writing to it
  const close = async () => {
    child.kill();
    await Promise.race([exited, sleep(10_000)]);
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };

  const until = Date.now() + DEVTOOLS_WAIT_MS;
  while (Date.now() < until) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { close };
    await sleep(250);
  }
  await close();
  throw new Error(`Chromium opened no DevTools port within ${DEVTOOLS_WAIT_MS / 1000} s`);
}

/** The root element of a page whose first screen the server prerendered into it. */
const PRERENDERED_ROOT = '<div id="root" data-prerendered';
const PRERENDER_WAIT_MS = 30_000;

/**
 * /index as a visitor's browser gets it, its first screen prerendered: a server answers the page's
 * bare template while it makes the first prerender (a fresh server's first /index), and a static page
 * made from that would have nothing to paint.
 */
async function landingHtml(url: string): Promise<string> {
  const until = Date.now() + PRERENDER_WAIT_MS;
  for (;;) {
    const response = await fetch(`${url}/index`);
    if (!response.ok) throw new Error(`/index answered ${response.status}`);
    const html = await response.text();
    if (html.includes(PRERENDERED_ROOT) || Date.now() > until) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measureLighthouse(
  url: string,
  runs: number,
  log: (line: string) => void,
  profiles: readonly Profile[] = PROFILES,
): Promise<LighthouseResult[]> {
  const staticPage = await serveStaticPage(plainPageLike(await landingHtml(url)));
  const port = await freePort();
  const browser = await chromiumWithDevTools(port);
  const once = async (target: string, profile: Profile) => {
    const result = await lighthouse(
      target,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no report for ${target}`);
    return figuresOf(result.lhr as unknown as ReportLike);
  };
  try {
    // one unmeasured load warms the server's files and code, as the site group's warm-up does
    await once(`${url}/index`, 'desktop').catch(() => undefined);
    const results: LighthouseResult[] = [];
    for (const profile of profiles) {
      const site: LighthouseFigures[] = [];
      const plain: LighthouseFigures[] = [];
      // a run Lighthouse could not finish (PAGE_HUNG on a loaded machine) is said and left out of the medians
      const measured = async (target: string, into: LighthouseFigures[], label: string) => {
        try {
          into.push(await once(target, profile));
          log(`${label} ${describeFigures(into.at(-1)!)}`);
        } catch (error) {
          log(`${label} FAILED: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      for (let run = 1; run <= runs; run++) {
        await measured(`${url}/index`, site, `${profile} ${run}, /index:      `);
        await measured(staticPage.url, plain, `${profile} ${run}, static page:`);
      }
      if (site.length === 0 || plain.length === 0)
        throw new Error(`Lighthouse finished no ${profile} run of both pages`);
      results.push({ profile, site: medianFigures(site), staticPage: medianFigures(plain) });
    }
    return results;
  } finally {
    await browser.close();
    await staticPage.close();
  }
}
