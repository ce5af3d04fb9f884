// The site's drawn pictures go into the page cleaned, filling their box as object-fit would.
import { describe, expect, it } from 'vitest';
import { aspectOf, isDrawnArt, prepareArt } from './drawn-art';

const ORIGIN = 'https://site.example';

describe('drawn art', () => {
  it("places only the site's own SVGs in the page", () => {
    expect(isDrawnArt('/cdn/banners/welcome.svg?lang=BN', ORIGIN)).toBe(true);
    expect(isDrawnArt(`${ORIGIN}/cdn/goods/headphones.svg`, ORIGIN)).toBe(true);
    expect(isDrawnArt('/banner.png', ORIGIN)).toBe(false);
    expect(isDrawnArt('https://elsewhere.example/cdn/banners/welcome.svg', ORIGIN)).toBe(false);
    expect(isDrawnArt('//elsewhere.example/welcome.svg', ORIGIN)).toBe(false);
  });

  it('takes out scripts, handlers and outside links, and keeps the drawing and its words', () => {
    const svg = prepareArt(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="360" onload="alert(1)">
        <script>alert(2)</script><defs><linearGradient id="b"/></defs>
        <rect fill="url(#b)" onclick="alert(3)"/><use xlink:href="#b"/><image href="https://elsewhere.example/x.png"/>
        <foreignObject><div>hi</div></foreignObject><text font-family="sans-serif">স্বাগতম বোনাস</text></svg>`,
      'cover',
      'left',
    );
    const markup = svg?.outerHTML ?? '';
    expect(markup).not.toMatch(/alert|script|foreignObject|elsewhere|width=|height=/);
    expect(markup).toContain('স্বাগতম বোনাস');
    expect(markup).toContain('url(#b)');
    expect(svg?.querySelector('use')?.getAttribute('xlink:href')).toBe('#b');
    expect(svg?.getAttribute('preserveAspectRatio')).toBe('xMinYMid slice');
  });

  it('fits like object-fit: cover slices, contain shows the whole picture', () => {
    expect(aspectOf('cover', 'center')).toBe('xMidYMid slice');
    expect(aspectOf('contain', 'center')).toBe('xMidYMid meet');
  });

  it('refuses markup that is not an SVG', () => {
    expect(prepareArt('<html><body>no</body></html>', 'cover', 'center')).toBeNull();
    expect(prepareArt('not even xml <', 'cover', 'center')).toBeNull();
  });
});
