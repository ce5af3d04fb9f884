// The page and module state a web test file may leave behind, put back as a fresh page has it. The
// web test files share their worker's modules and happy-dom window (vitest.config.ts, isolate: false):
// setup.ts calls this before each file, so a file starts as it would on a page of its own, whatever
// file ran before it. A module that keeps state across calls gets its reset here, and only here.
import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { EARLY_ANSWERS_KEY } from '../api/early-answers';
import { markFirstPainted } from '../api/first-paint';
import { removeCookie } from '../lib/browser/cookies';
import { emptyPopupLine } from '../lib/feedback/popup-queue';
import { forgetLoadedImages } from '../lib/images/lazy-image';
import { setCdnLists } from '../lib/site-status/cdn-hosts';

/** Where the worker's page starts (vitest's happy-dom: http://localhost:3000/). */
const FIRST_URL = window.location.href;
/** happy-dom's handle on its window: the page's address set without a navigation. */
const happyDom = (globalThis as { happyDOM?: { setURL(url: string): void } }).happyDOM;

/** What the worker's page held before any file ran: the rest of the head is a file's own. */
const firstHead = new Set(document.head.childNodes);

/** Every cookie the page can see, expired (happy-dom keeps them on the window across files). */
function dropCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) removeCookie(decodeURIComponent(name));
  }
}

/** The page: its address, head, root element and body as a fresh page has them, no cookie or storage. */
function freshPage(): void {
  // happy-dom follows a clicked download link (a HAR's blob: URL) where a browser stays: back to the start
  if (window.location.href !== FIRST_URL) happyDom?.setURL(FIRST_URL);
  window.history.replaceState(null, '', FIRST_URL);
  document.title = '';
  for (const node of [...document.head.childNodes]) if (!firstHead.has(node)) node.remove();
  // its language stays: i18n's, put back by setup.ts
  for (const { name } of [...document.documentElement.attributes])
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.body.replaceChildren();
  dropCookies();
  sessionStorage.clear();
  localStorage.clear();
}

/** The site's modules as a fresh import has them. */
function freshModules(): void {
  // the boot calls' answers nobody claimed (boot/early-calls.ts sends them on the page's first script)
  (globalThis as { [EARLY_ANSWERS_KEY]?: Map<string, unknown> })[EARLY_ANSWERS_KEY]?.clear();
  markFirstPainted();
  // the toasts' store outlives its outlet (setup.ts closes each after a test; this drops what is left)
  notifications.clean();
  emptyPopupLine();
  forgetLoadedImages();
  setCdnLists({ imageCDNs: [], launchGameCDNs: [] });
}

/** Before each test file: a fresh page and fresh site modules, real timers, no mock left. */
export function resetSiteState(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  freshPage();
  freshModules();
}
