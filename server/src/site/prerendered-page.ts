// The landing page's HTML with its first screen prerendered (site-prerender.ts): the markup in the root,
// the first screen's resources in the head and in a Link header, and the site's scripts held back.
// - The root is inert until hydrated: a click or a keystroke before the scripts have run neither submits
//   a form natively (a login would put its password in the URL) nor is lost (main.tsx).
// - The site's scripts (the entry and the modules it imports) are written as a JSON data block
//   (SiteScripts) rather than fetched with the HTML: the boot script runs them once the first screen has
//   painted and the page has loaded (web/src/boot/site-entry.ts). On a 2-core machine, downloading and
//   compiling them with the HTML took a core from that first paint for half a second.
// - Every stylesheet and preload of the page's head (the site's and the first screen's stylesheets, the
//   Bengali font) also goes out as a Link header: the browser asks for them as the response arrives,
//   100-200 ms before a new tab's renderer has started reading the HTML.
import {
  PRERENDERED_ATTRIBUTE,
  type PrerenderedPage,
  SITE_ENTRY_ATTRIBUTE,
  type SiteScripts,
} from '@sim/shared/prerender';

const EMPTY_ROOT = '<div id="root"></div>';
/** Vite's entry script tag in the built page */
const SITE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** Vite's preloads of the modules the entry imports */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const LINK_TAG = /<link\b[^>]*>/g;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/g;

export function prerenderedHtml(html: string, page: PrerenderedPage): string {
  const entry = SITE_ENTRY.exec(html)?.[1];
  const withoutScripts = html.replace(SITE_ENTRY, '').replace(MODULE_PRELOAD, '');
  const scripts: SiteScripts | null = entry
    ? { entry, modules: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '') }
    : null;
  // a closing tag inside the JSON would end the block early; URLs have none, but the page must not break
  const block = scripts
    ? `<script type="application/json" ${SITE_ENTRY_ATTRIBUTE}>${JSON.stringify(scripts).replaceAll('</', '<\\/')}</script>`
    : '';
  return withoutScripts
    .replace(/<head>/, `<head>${block}`)
    .replace('</head>', `${page.head}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE} inert>${page.body}</div>`);
}

/** The stylesheets and preloads among these tags (a page's head) as a Link header's preloads (RFC 8288),
 *  or null when there are none. */
export function preloadLinkHeader(head: string): string | null {
  const links: string[] = [];
  for (const [tag] of head.matchAll(LINK_TAG)) {
    const attributes = new Map([...tag.slice(5).matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
    const href = attributes.get('href');
    const rel = attributes.get('rel');
    const as = rel === 'stylesheet' ? 'style' : rel === 'preload' ? attributes.get('as') : undefined;
    if (!href || !as) continue;
    const crossorigin = attributes.has('crossorigin') ? '; crossorigin' : '';
    const type = attributes.get('type');
    links.push(`<${href}>; rel=preload; as=${as}${type ? `; type="${type}"` : ''}${crossorigin}`);
  }
  return links.length > 0 ? links.join(', ') : null;
}
