// A prerendered landing page names the site's entry script as a modulepreload link (server/src/gateway/
// site.ts): Chromium fetches and compiles it with the HTML, and this runs it once the prerendered first
// screen has painted: its 300-400 ms of module evaluation no longer shares the cores with that paint, and the
// load event no longer waits for it (the bench's load event 1.5 s -> 0.8 s here). A visitor the prerender does not fit
// (prerender-fits.ts) never sees it painted: their site runs as soon as the HTML has been read.
import { SITE_ENTRY_ATTRIBUTE } from '@sim/shared/prerender';
import { prerenderFits } from './prerender-fits';

/** A paint that does not come (a hidden tab) holds the site back no longer than this. */
const PAINT_WAIT_MS = 1500;

function runSiteEntry(): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${SITE_ENTRY_ATTRIBUTE}]`);
  if (!link) return;
  link.removeAttribute(SITE_ENTRY_ATTRIBUTE);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = 'anonymous';
  script.src = link.href;
  document.head.append(script);
}

function afterFirstContentfulPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? null
      : new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) once();
        });
  try {
    observer?.observe({ type: 'paint', buffered: true });
  } catch {
    once();
  }
  setTimeout(once, PAINT_WAIT_MS);
}

/** index.html's boot script: runs the site's entry of a prerendered page (a page without one has its
 *  script tag as built, and this finds no link). */
export function startSiteEntry(): void {
  const whenRead = (run: () => void) =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', run, { once: true })
      : run();
  if (prerenderFits()) whenRead(() => afterFirstContentfulPaint(runSiteEntry));
  else whenRead(runSiteEntry);
}
