// Vitest setup for the web project (happy-dom): what Mantine 9 expects from a browser, and a clean
// page between tests. The files share their worker's modules and window (vitest.config.ts, isolate:
// false): this file runs before each of them and first puts back a fresh page (site-state.ts).
import { notifications, notificationsStore } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadWarningDialog } from '../app/modal-router/ModalRouterProvider';
import { i18n, loadAllLanguages } from '../i18n';
import { startLanguage } from '../i18n/stored-language';
import { resetSiteState } from './site-state';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// happy-dom's IntersectionObserver never sees an intersection (it lays nothing out): without one the
// site counts every element as in view (lib/browser/use-in-view.ts), so lazy images and lists render
Reflect.deleteProperty(globalThis, 'IntersectionObserver');
Reflect.deleteProperty(window, 'IntersectionObserver');

// happy-dom keeps a cookie written with max-age=0 until its clock moves a millisecond on (it drops a
// cookie whose expiry is before now); a browser drops it at once, as lib/browser/cookies.ts removeCookie expects
// (once per window: the files after the first find it done)
const PATCHED = Symbol.for('sim.test.cookieExpiry');
let cookieOwner: object | null = document;
while (cookieOwner && !Object.hasOwn(cookieOwner, 'cookie')) cookieOwner = Object.getPrototypeOf(cookieOwner);
const cookieProperty = cookieOwner ? Object.getOwnPropertyDescriptor(cookieOwner, 'cookie') : undefined;
if (!(cookieProperty?.set && PATCHED in cookieProperty.set)) {
  const set = function (this: Document, value: string) {
    const expired = /;\s*max-age=0\s*(;|$)/i.test(value);
    cookieProperty?.set?.call(this, expired ? `${value}; expires=Thu, 01 Jan 1970 00:00:00 GMT` : value);
  };
  Object.defineProperty(cookieOwner ?? document, 'cookie', {
    ...cookieProperty,
    set: Object.assign(set, { [PATCHED]: true }),
  });
}

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

resetSiteState();

// the site loads a language on demand; tests render in any language at once
await loadAllLanguages();
// the language a fresh i18n module starts in, whatever the file before this one switched to
await i18n.changeLanguage(startLanguage());
// the warning dialog is a chunk of its own in the site; tests see it as the warning is raised
await preloadWarningDialog();

// two cores run the files in parallel: a lazy chunk or a first Mantine render can take over a second
configure({ asyncUtilTimeout: 4000 });

/** Closing one may hand its turn to a popup waiting behind it, which shows another: until none is left. */
function closeEveryNotification(): void {
  for (let round = 0; round < 10; round++) {
    const { notifications: shown, queue } = notificationsStore.getState();
    const open = [...shown, ...queue];
    if (open.length === 0) return;
    for (const { id } of open) if (id) notifications.hide(id);
  }
}

afterEach(() => {
  cleanup();
  // the notification store outlives its unmounted outlet: each shown or queued one is closed as a
  // visitor would close it, so its onClose runs (a popup's turn in lib/feedback/popup-queue.ts is given back)
  // and none fills the next test's limit of five
  closeEveryNotification();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
