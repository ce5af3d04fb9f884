// Vitest setup for the web project (jsdom): what Mantine 9 expects from a browser, and a clean
// page between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { preloadWarningDialog } from '../app/modal-router/ModalRouterProvider';
import { loadAllLanguages } from '../i18n';

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

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// the site loads a language on demand; tests render in any language at once
await loadAllLanguages();
// the warning dialog is a chunk of its own in the site; tests see it as the warning is raised
await preloadWarningDialog();

// two cores run the files in parallel: a lazy chunk or a first Mantine render can take over a second
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
