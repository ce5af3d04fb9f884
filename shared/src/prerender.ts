// The server's prerender of the site's landing page (server/src/site/site-prerender.ts) talks to the
// site's prerender worker (web/src/prerender/worker.ts) in these messages: the worker names the calls
// the page's first render reads, the server answers them through its own gateway, the worker renders.

/** A GET as the site sends it. */
export interface PrerenderCall {
  /** path and query */
  url: string;
  /** as the site sends them; the server puts its own merchant in `Merchant` */
  headers: Record<string, string>;
}

export interface PrerenderAnswer {
  status: number;
  body: string;
}

/** The landing page as prerendered. */
export interface PrerenderedPage {
  /** for the page's head: the Bengali font's preload, the first screen's lazy parts' stylesheets, React's
   *  preloads of its images (the server also sends them as a Link header) */
  head: string;
  /** the root element's content */
  body: string;
}

export type PrerenderRequest =
  | { id: number; kind: 'calls'; host: string }
  | { id: number; kind: 'render'; host: string; answers: PrerenderAnswer[] };

export type PrerenderReply =
  | { id: number; kind: 'calls'; calls: PrerenderCall[] }
  /** null: the page's first render would not be the landing page (a closed site, a failed answer) */
  | { id: number; kind: 'render'; page: PrerenderedPage | null }
  | { id: number; kind: 'error'; message: string };

/** The attribute on the root element that says its content is the server's prerender. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The page that is prerendered. */
export const PRERENDERED_PATH = '/index';

/**
 * On a prerendered page the site's scripts are not fetched with the HTML: the server writes the entry
 * and the scripts it imports as a JSON data block (SiteScripts) carrying this attribute, first in the
 * head (server/src/site/prerendered-page.ts), and the boot script runs them once the first screen
 * has painted and the page has loaded (web/src/boot/site-entry.ts): on a slow machine, downloading and
 * compiling them with the HTML took a core from that first paint.
 */
export const SITE_ENTRY_ATTRIBUTE = 'data-site-entry';
/** Set on that data block by the page's preload script (web/vite.first-load.ts): the landing page's and
 *  the language's chunks, space-separated, which it would otherwise have asked for at once. */
export const LATER_MODULES_ATTRIBUTE = 'data-later-modules';

/** The content of the data block. */
export interface SiteScripts {
  /** the entry module's URL */
  entry: string;
  /** the modules it imports, which a page as built names in modulepreload links */
  modules: string[];
}
