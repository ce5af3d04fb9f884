import { LATER_MODULES_ATTRIBUTE, SITE_ENTRY_ATTRIBUTE, type SiteScripts } from '@sim/shared/prerender';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { saveToken } from '../api/session-store';
import { startSiteEntry } from './site-entry';

const SCRIPTS: SiteScripts = { entry: '/assets/site-test.js', modules: ['/assets/react-test.js'] };

/** The data block as the server writes it on a prerendered page (server/src/site/prerendered-page.ts),
 *  with the landing chunks the page's preload script left on it (vite.first-load.ts). */
function heldScripts(): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute(SITE_ENTRY_ATTRIBUTE, '');
  block.setAttribute(LATER_MODULES_ATTRIBUTE, '/assets/Home.page-test.js /assets/locale-bn-test.js');
  block.textContent = JSON.stringify(SCRIPTS);
  document.head.appendChild(block);
  return block;
}

// happy-dom loads no script file: the elements the page would add are caught here
let appended: MockInstance<(...nodes: (Node | string)[]) => void>;
const added = () => appended.mock.calls.flat();
const entryScripts = () =>
  added()
    .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement)
    .filter((script) => script.type === 'module' && script.src.endsWith(SCRIPTS.entry));
const preloads = () =>
  added()
    .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
    .filter((link) => link.rel === 'modulepreload')
    .map((link) => new URL(link.href).pathname);

beforeEach(() => {
  appended = vi.spyOn(document.head, 'append').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const block of document.head.querySelectorAll(`script[${SITE_ENTRY_ATTRIBUTE}]`)) block.remove();
  sessionStorage.clear();
});

describe("a prerendered page's held-back scripts", () => {
  it('start at once for a visitor the prerender does not fit, with every module preloaded', () => {
    saveToken('token-1');
    heldScripts();
    startSiteEntry();
    expect(preloads()).toEqual([
      '/assets/react-test.js',
      '/assets/Home.page-test.js',
      '/assets/locale-bn-test.js',
    ]);
    expect(entryScripts()).toHaveLength(1);
  });

  it('start only once the first screen has painted and the page has loaded, for a visitor it fits, and once', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const block = heldScripts();
    startSiteEntry();
    expect(block.isConnected).toBe(false);
    // the test page paints nothing: the paint's wait runs out, then the load event is waited for
    vi.advanceTimersByTime(1500);
    expect(added()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(entryScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(3);
    startSiteEntry();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('start after the load wait runs out when the load event does not come (a stalled image)', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    heldScripts();
    startSiteEntry();
    vi.advanceTimersByTime(2999);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });

  it('do not start before the cap while the paint has not come', () => {
    vi.useFakeTimers();
    heldScripts();
    startSiteEntry();
    vi.advanceTimersByTime(1499);
    expect(entryScripts()).toHaveLength(0);
  });

  it('are none on a page whose scripts are as built (no prerender)', () => {
    startSiteEntry();
    expect(added()).toHaveLength(0);
  });
});
