// The simulator's drawn artwork (banners, goods pictures: SVGs its /cdn serves) placed in the page itself
// rather than as an <img>. An SVG shown as an image is a document of its own that can use only the
// machine's fonts, not the page's: on a machine without a Bengali font (Debian's Chromium, many desktops)
// the Bengali title it draws shows as boxes. Placed in the page, in a shadow root that keeps its ids
// (gradients) to itself, its text is set in the page's fonts, the bundled Noto Sans Bengali included.
// Only the site's own host's SVGs are placed so; they are cleaned first all the same.

/** How the art fills its box, as an image's object-fit and object-position would. */
export type ArtFit = 'cover' | 'contain';
export type ArtPosition = 'left' | 'center';

/** An SVG the site's own host serves (same origin, `.svg`): the only art placed in the page. */
export function isDrawnArt(url: string, origin = globalThis.location?.origin ?? ''): boolean {
  const sameOrigin =
    (url.startsWith('/') && !url.startsWith('//')) || (origin !== '' && url.startsWith(`${origin}/`));
  return sameOrigin && /\.svg(\?|#|$)/i.test(url);
}

/** Elements that run, load or embed something: no drawing needs them. */
const UNSAFE = 'script, foreignObject, iframe, object, embed, set, animate, animateMotion, animateTransform';

/** The ratio setting that fits the art as `object-fit` / `object-position` would. */
export function aspectOf(fit: ArtFit, position: ArtPosition): string {
  return `${position === 'left' ? 'xMinYMid' : 'xMidYMid'} ${fit === 'cover' ? 'slice' : 'meet'}`;
}

/**
 * The art's <svg>, cleaned (no scripts, event handlers or outside links) and set to fill its box; null
 * when the markup is not an SVG.
 */
export function prepareArt(markup: string, fit: ArtFit, position: ArtPosition): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName.toLowerCase() !== 'svg' || parsed.querySelector('parsererror')) return null;
  for (const unsafe of svg.querySelectorAll(UNSAFE)) unsafe.remove();
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      const link = name === 'href' || name === 'xlink:href';
      if (name.toLowerCase().startsWith('on') || (link && !value.startsWith('#')))
        element.removeAttribute(name);
    }
  }
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('preserveAspectRatio', aspectOf(fit, position));
  svg.setAttribute('aria-hidden', 'true');
  return svg as unknown as SVGSVGElement;
}

/** The shadow root's own style: the art fills its host, its text in the page's fonts. */
export const ART_STYLE =
  ':host{display:block;overflow:hidden}svg{display:block;width:100%;height:100%}svg *{font-family:inherit}';
