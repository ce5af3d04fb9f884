import { describe, expect, it } from 'vitest';
import { inlineScripts, pagePolicy } from '../gateway/security-headers.ts';
import { preloadLinkHeader, prerenderedHtml } from './prerendered-page.ts';

const BUILT =
  '<html><head><script>boot()</script>' +
  '<script type="module" crossorigin src="/assets/site-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '</head><body><div id="root"></div></body></html>';
const HEAD =
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/bn.woff2">' +
  '<link rel="stylesheet" crossorigin href="/assets/Home.css">' +
  '<link rel="preload" as="image" href="/cdn/banners/home-1.svg?lang=BN"/>';

describe('the prerendered landing page', () => {
  const html = prerenderedHtml(BUILT, { head: HEAD, body: '<main>SimBet</main>' });

  it('holds the site scripts back in a data block, first in the head, which the page policy does not allow as a script', () => {
    expect(html).toMatch(
      /^<html><head><script type="application\/json" data-site-entry>\{"entry":"\/assets\/site-1.js","modules":\["\/assets\/runtime-1.js","\/assets\/react-1.js"\]\}<\/script><script>boot\(\)<\/script>/,
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(inlineScripts(html)).toEqual(['boot()']);
    expect(pagePolicy(html)).toBe(pagePolicy(BUILT));
  });

  it('puts the first screen in the inert root and its links in the head', () => {
    expect(html).toContain(`${HEAD}</head>`);
    expect(html).toContain('<div id="root" data-prerendered inert><main>SimBet</main></div>');
  });

  it('sends every link of the head as a preload in a Link header, crossorigin and type kept', () => {
    expect(preloadLinkHeader(HEAD)).toBe(
      '</assets/bn.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, ' +
        '</assets/Home.css>; rel=preload; as=style; crossorigin, ' +
        '</cdn/banners/home-1.svg?lang=BN>; rel=preload; as=image',
    );
    expect(preloadLinkHeader('')).toBeNull();
    expect(preloadLinkHeader('<link rel="icon" href="data:,">')).toBeNull();
  });
});
