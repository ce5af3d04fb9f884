import { SITE_ENTRY_ATTRIBUTE } from '@sim/shared/prerender';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { saveToken } from '../api/session-store';
import { startSiteEntry } from './site-entry';

/** The entry as the server writes it on a prerendered page (server/src/gateway/site.ts). */
function entryLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = '/assets/site-test.js';
  link.setAttribute(SITE_ENTRY_ATTRIBUTE, '');
  document.head.appendChild(link);
  return link;
}

// jsdom loads no script file (and complains of each): the scripts the page would run are caught here
let appended: MockInstance<(...nodes: (Node | string)[]) => void>;
const entryScripts = () =>
  appended.mock.calls
    .flat()
    .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement)
    .filter((script) => script.type === 'module' && script.src.endsWith('/assets/site-test.js'));

beforeEach(() => {
  appended = vi.spyOn(document.head, 'append').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  sessionStorage.clear();
});

describe("a prerendered page's site entry", () => {
  it('runs at once for a visitor the prerender does not fit', () => {
    saveToken('token-1');
    entryLink();
    startSiteEntry();
    expect(entryScripts()).toHaveLength(1);
  });

  it('runs once the first screen has painted for a visitor it fits, and only once', async () => {
    const link = entryLink();
    startSiteEntry();
    // jsdom paints nothing: the wait's cap runs it
    expect(entryScripts()).toHaveLength(0);
    await expect.poll(() => entryScripts().length, { timeout: 3000 }).toBe(1);
    expect(link.hasAttribute(SITE_ENTRY_ATTRIBUTE)).toBe(false);
    startSiteEntry();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entryScripts()).toHaveLength(1);
  });

  it('does nothing on a page whose scripts are as built (no prerender)', () => {
    startSiteEntry();
    expect(entryScripts()).toHaveLength(0);
  });
});
