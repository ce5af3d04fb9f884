import { afterEach, describe, expect, it } from 'vitest';
import { saveMerchant, saveToken } from '../api/session-store';
import { REMEMBER_COOKIES } from '../features/session/remember-me';
import { removeCookie, writeCookie } from '../lib/browser/cookies';
import {
  adoptPrerender,
  hidePrerenderUnlessFits,
  prerenderFits,
  prerenderHydrated,
  UNFIT_ATTRIBUTE,
} from './prerender-fits';

/** A root as the server sends it on /index with its first screen prerendered (site/site.ts). */
function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  root.setAttribute('inert', '');
  root.innerHTML = '<main>প্রথম স্ক্রিন</main>';
  return root;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  removeCookie(REMEMBER_COOKIES.remember);
  document.documentElement.removeAttribute(UNFIT_ATTRIBUTE);
});

describe("the server's prerendered first screen", () => {
  it('fits a first-time visitor: no session, the default language and theme, nothing remembered', () => {
    expect(prerenderFits()).toBe(true);
    const root = prerenderedRoot();
    expect(adoptPrerender(root)).toBe(true);
    // hydration keeps the markup
    expect(root.textContent).toBe('প্রথম স্ক্রিন');
  });

  it.each([
    ['a session', () => saveToken('token-1')],
    ["another merchant's tab (a launch URL's merchant)", () => saveMerchant('sim002')],
    ['another language', () => localStorage.setItem('hisLang', 'EN')],
    ['the light theme', () => localStorage.setItem('theme', 'light')],
    ['a remembered login', () => writeCookie(REMEMBER_COOKIES.remember, 'true', 60)],
  ])(
    'does not fit a visitor with %s: hidden before it paints, dropped before the site renders',
    (_, make) => {
      make();
      expect(prerenderFits()).toBe(false);
      hidePrerenderUnlessFits();
      expect(document.documentElement.hasAttribute(UNFIT_ATTRIBUTE)).toBe(true);
      const root = prerenderedRoot();
      expect(adoptPrerender(root)).toBe(false);
      expect(root.childNodes).toHaveLength(0);
      expect(root.hasAttribute('data-prerendered')).toBe(false);
      expect(root.hasAttribute('inert')).toBe(false);
    },
  );

  it('leaves a page without prerendered markup to the browser', () => {
    const root = document.createElement('div');
    expect(adoptPrerender(root)).toBe(false);
  });

  it('takes input only once the chunks hydrated after the root (the login form) have come, and the thread is quiet', async () => {
    const root = prerenderedRoot();
    document.body.append(root);
    let chunkArrived = () => {};
    const loginFormChunk = new Promise<void>((resolve) => {
      chunkArrived = resolve;
    });
    try {
      prerenderHydrated(() => loginFormChunk);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(root.hasAttribute('inert')).toBe(true);
      chunkArrived();
      await expect.poll(() => root.hasAttribute('inert')).toBe(false);
    } finally {
      root.remove();
    }
  });
});
