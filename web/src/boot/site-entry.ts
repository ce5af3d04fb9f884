// A prerendered landing page holds the site's scripts back (server/src/site/prerendered-page.ts): the
// entry and what it imports are a JSON data block, not fetched with the HTML. For a visitor the prerender
// fits, this starts them once the first screen has painted and the page has loaded: on a 2-core machine,
// downloading and compiling them beside the HTML took a core from that paint (with the font and banner
// changes of the same commit, the bench's largest paint went from 1.13 s to 0.8-0.9 s here), and the load
// event no longer waits for them. The page stays inert until hydrated,
// as before. A visitor the prerender does not fit (prerender-fits.ts) never sees it painted: their
// scripts are asked for at once, and the site runs as soon as the HTML has been read.
import { LATER_MODULES_ATTRIBUTE, SITE_ENTRY_ATTRIBUTE, type SiteScripts } from '@sim/shared/prerender';
import { prerenderFits } from './prerender-fits';

/** A paint or a load event that does not come (a hidden tab, a stalled image) holds the site back no longer. */
const WAIT_MS = 1500;

interface HeldScripts extends SiteScripts {
  /** the landing page's and the language's chunks (vite.first-load.ts) */
  later: string[];
}

/** The data block's scripts, taken once (a second start finds none). */
function takeHeldScripts(): HeldScripts | null {
  const block = document.querySelector<HTMLScriptElement>(`script[${SITE_ENTRY_ATTRIBUTE}]`);
  if (!block) return null;
  block.remove();
  try {
    const scripts = JSON.parse(block.textContent ?? '') as SiteScripts;
    const later = (block.getAttribute(LATER_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
    return { ...scripts, later };
  } catch {
    return null;
  }
}

function preloadModules(held: HeldScripts): void {
  for (const href of [...held.modules, ...held.later]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

function runEntry(held: HeldScripts): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = held.entry;
  document.head.append(script);
}

/** Runs `then` once, when `ready` has called back or after the cap. */
function capped(ready: (done: () => void) => void, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  ready(once);
  setTimeout(once, WAIT_MS);
}

function afterFirstContentfulPaint(done: () => void): void {
  if (typeof PerformanceObserver === 'undefined') {
    done();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    done();
  }
}

function afterLoad(done: () => void): void {
  if (document.readyState === 'complete') done();
  else window.addEventListener('load', done, { once: true });
}

function whenRead(done: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done, { once: true });
  else done();
}

/** index.html's boot script: starts the site's scripts of a prerendered page (a page without the data
 *  block has its script tags as built, and this finds none). */
export function startSiteEntry(): void {
  const held = takeHeldScripts();
  if (!held) return;
  if (!prerenderFits()) {
    preloadModules(held);
    whenRead(() => runEntry(held));
    return;
  }
  const start = () => {
    preloadModules(held);
    runEntry(held);
  };
  capped(afterFirstContentfulPaint, () => capped(afterLoad, start));
}
