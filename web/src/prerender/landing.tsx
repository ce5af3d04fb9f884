// The landing page (/index) as the server prerenders it (server/src/site/site-prerender.ts, through
// worker.ts): the markup of the browser's first render, written into the page's HTML, so the first
// screen paints as the HTML and stylesheet arrive rather than after the site's scripts have run; the
// browser then hydrates it (main.tsx). Built for Node by vite.prerender.config.ts. It renders what an
// anonymous visitor in the default language and theme sees (boot/prerender-fits.ts), from the very
// answers the browser's first render reads, so the two match: the server hands them over, and the
// site's own queries read them through the wire client, as they read the boot calls' early answers.

import { Writable } from 'node:stream';
import { DEFAULT_LANGUAGE } from '@sim/shared/languages';
import {
  PRERENDERED_PATH,
  type PrerenderAnswer,
  type PrerenderCall,
  type PrerenderedPage,
} from '@sim/shared/prerender';
import { systemStatusCode } from '@sim/shared/wps/system-code';
import { DOMParser } from 'linkedom';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { keepEarly } from '../api/early-answers';
import { holdChecksUntilPainted } from '../api/first-paint';
import { wireHeaders, withQuery } from '../api/wire-headers';
import { PAGE_GROUPS } from '../app/page-groups';
import { createQueryClient } from '../app/query-client';
import { SiteApp } from '../app/SiteApp';
import { landingCalls } from '../boot/landing-calls';
import { prefetchHomeData } from '../features/home/home-data';
import { setHtmlParser } from '../features/notices/sanitize-html';
import { loadStartLanguage } from '../i18n';
import { systemStatusQuery } from '../lib/site-status/site-status';
import { setPageHost, statusCall } from '../lib/site-status/status-call';

// notices are the merchant's HTML, read with a DOMParser: linkedom's here
setHtmlParser(() => new DOMParser() as unknown as globalThis.DOMParser);

/** The language the prerendered markup is in: the browser hydrates it only when it starts in it. */
const PRERENDERED_LANGUAGE = DEFAULT_LANGUAGE;

/** The calls the first render reads, in order: the boot call, then the landing page's data. */
export function prerenderCalls(host: string): PrerenderCall[] {
  setPageHost(host);
  const headers = wireHeaders(PRERENDERED_LANGUAGE, null);
  return [statusCall(), ...landingCalls(PRERENDERED_LANGUAGE)].map(({ path, query }) => ({
    url: withQuery(path, query),
    headers,
  }));
}

/**
 * The app's markup once everything in it has loaded (its lazy parts' chunks), written out whole: a
 * part still loading when the rest was ready would otherwise come as a placeholder and a script that
 * swaps it in, which the browser's first render does not have.
 */
function markupOf(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // never outline a finished part behind a script that swaps it in
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** What React writes ahead of a root's markup, meant for the page's head: its preloads of the images. */
const HEAD_RESOURCES = /^(?:<link [^>]*>)*/;

/** The lazy parts the first screen shows (their chunks' stylesheets go in the head, head-links.ts): the page
 *  itself and the header's login form (a wide screen's). */
export const FIRST_SCREEN_MODULES = [
  'src/features/home/Home.page.tsx',
  'src/features/session/components/LoginForm.tsx',
] as const;

/**
 * The markup of /index for these answers (to prerenderCalls(host), in its order), or null where the
 * browser's first render would not be the landing page: a closed site (maintenance, region) or an
 * answer that failed. One render at a time (worker.ts): the site's modules keep one page's state.
 */
export async function prerenderLanding(
  host: string,
  answers: PrerenderAnswer[],
  headLinks: string,
): Promise<PrerenderedPage | null> {
  const calls = prerenderCalls(host);
  calls.forEach((call, index) => {
    const answer = answers[index];
    const response = answer
      ? new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } })
      : null;
    keepEarly(call.url, call.headers, Promise.resolve(response));
  });
  // as in the browser's first render, the answers are used as they came (their checks wait for a
  // paint that never comes here): the server's own answers, and the same values the browser shows
  holdChecksUntilPainted();
  const queryClient = createQueryClient({ retry: false });
  try {
    await Promise.all([loadStartLanguage(), PAGE_GROUPS.index.preload()]);
    await queryClient.prefetchQuery(systemStatusQuery);
    const status = queryClient.getQueryData(systemStatusQuery.queryKey);
    if (!status || systemStatusCode(status) !== 0) return null;
    await prefetchHomeData(queryClient);
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status !== 'success')
    )
      return null;
    const markup = await markupOf(<SiteApp queryClient={queryClient} location={PRERENDERED_PATH} />);
    const preloads = HEAD_RESOURCES.exec(markup)?.[0] ?? '';
    return { head: headLinks + preloads, body: markup.slice(preloads.length) };
  } finally {
    queryClient.clear();
  }
}
