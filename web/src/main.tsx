import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// the Bengali subset of Noto Sans Bengali (108 kB, fetched only when Bengali text shows)
import './app/bengali-font.css';
import { formatMoney } from '@sim/shared/money';
import { FIRST_RENDER_MARK } from '@sim/shared/site-marks';
import { systemStatusCode } from '@sim/shared/wps/system-code';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdChecksUntilPainted } from './api/first-paint';
import { PAGE_GROUPS } from './app/page-groups';
import { createQueryClient } from './app/query-client';
import { SiteApp } from './app/SiteApp';
import { bengaliFontReady } from './boot/bengali-font';
import { onLandingPage } from './boot/landing';
import { adoptPageSession } from './boot/page-session';
import { adoptPrerender } from './boot/prerender-fits';
import { prefetchHomeData } from './features/home/home-data';
import { loadLaterLanguages, loadStartLanguage } from './i18n';
import { systemStatusQuery } from './lib/site-status/site-status';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html's boot script has done it and sent the boot calls (boot/early-calls.ts); the dev server's has none
adoptPageSession();
// The server's prerender of the landing page (server/src/site/site-prerender.ts) has painted the
// first screen already: the first render, from the same answers, hydrates it rather than building it
// again. A part that came out otherwise (an answer changed between the two) is rendered afresh by React.
const hydrate = adoptPrerender(root);
const queryClient = createQueryClient();
// the first screen paints from its answers as they came; their schemas (and zod) load after it
holdChecksUntilPainted();
// the boot call (sent as the HTML was read) is read and parsed now
const status = queryClient.prefetchQuery(systemStatusQuery);

/** On /index: the page's chunk (the HTML asked for it too, vite.first-load.ts) and, the moment the
 *  boot call says the site is open, its data (the jackpot meter is the page's largest paint). A
 *  prerendered page's header login form is hydrated once its chunk has come, and the page stays inert
 *  until then (SiteApp.tsx): the form's code is not part of the first load. */
async function landingPage(): Promise<void> {
  const page = PAGE_GROUPS.index.preload();
  await status;
  const open = queryClient.getQueryData(systemStatusQuery.queryKey);
  if (open && systemStatusCode(open) === 0) await Promise.all([page, prefetchHomeData(queryClient)]);
}
const bootData = onLandingPage() ? landingPage() : status;

// The first money format builds its Intl.NumberFormat (kept for every later one): 7 to 20 ms of ICU
// set-up, done while the boot data is awaited rather than inside the first render, in a task of its
// own rather than in the modules' evaluation (half of that task on a phone, issue 44).
setTimeout(() => formatMoney(0));

// The first render as a transition: React renders it in slices of about 5 ms and lets the browser
// handle input and paint between them, where a plain render (or hydration) of the whole page was one
// task of 0.5–5 s on a phone, the main thread blocked throughout (issue 44). The commit stays one task.
// SIM_SLICED_FIRST_RENDER=off in localStorage renders it in one go, for comparison.
const sliced = (() => {
  try {
    return localStorage.getItem('SIM_SLICED_FIRST_RENDER') !== 'off';
  } catch {
    return true;
  }
})();
const render = () => {
  performance.mark(FIRST_RENDER_MARK);
  const app = <SiteApp queryClient={queryClient} />;
  const mount = () => {
    if (!hydrate) return void createRoot(root).render(app);
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('the prerendered page was rendered afresh:', error),
    });
  };
  if (sliced) startTransition(mount);
  else mount();
};

// Bengali (the default language, and the taka sign everywhere) painted before its web font arrived
// stays boxes in Chromium (boot/bengali-font.ts): the font is waited for beside the visitor's language,
// a chunk of its own (painted untranslated if it failed). A Bengali reader's page asks for the font
// while its HTML is read (vite.first-load.ts, boot/early-calls.ts), so it is normally there before these
// scripts run and the wait costs nothing.
const bengaliFont = bengaliFontReady();
// The first render also waits (capped) for the boot call and the landing page's chunk and data:
// one render then paints the whole first screen, where a loader, then the shell, then the page's
// data each cost a render of their own, the later ones of the whole page on a busy machine.
const BOOT_DATA_WAIT_MS = 1000;
const bootDataCapped = Promise.race([
  bootData.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, BOOT_DATA_WAIT_MS)),
]);
void Promise.all([loadStartLanguage().catch(() => {}), bengaliFont, bootDataCapped]).then(render);

// the language's other areas and the fallback come once the page has loaded and painted (the main
// thread is idle), so as not to hold up either
const LATER_LANGUAGES_LATEST_MS = 3000;
const loadLater = () => void loadLaterLanguages().catch(() => {});
const later = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(loadLater, { timeout: LATER_LANGUAGES_LATEST_MS })
    : setTimeout(loadLater, 0);
if (document.readyState === 'complete') later();
else window.addEventListener('load', later, { once: true });
