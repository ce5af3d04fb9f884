// The page's first script to run: vite.first-load.ts builds this file into one classic script inlined
// in the built HTML, so it runs while the HTML is read, before any of the first load's scripts has
// arrived (as an async module script of its own, Chromium ran it only with the site's scripts). It
// adopts a launch URL's session, hides a prerendered first screen that is not this visitor's
// (prerender-fits.ts) or, until it has loaded, asks for the Bengali font (bengali-font.ts), sends the boot call and, on the landing page of an open site, the
// landing page's data. Their answers wait in api/early-answers.ts for the site's queries, which parse
// them with the shared schemas as ever; without it (the dev server) the queries ask for themselves. It
// imports nothing heavy (no zod, React or i18next): it is in every page's HTML.
import { normaliseLanguage } from '@sim/shared/languages';
import { systemStatusCode } from '@sim/shared/wps/system-code';
import { sendEarly } from '../api/early-answers';
import { type WireCall, wireHeaders, withQuery } from '../api/wire-headers';
import { startLanguage } from '../i18n/stored-language';
import { statusCall } from '../lib/site-status/status-call';
import { holdPrerenderForFont } from './bengali-font';
import { onLandingPage } from './landing';
import { landingCalls } from './landing-calls';
import { adoptPageSession } from './page-session';
import { hidePrerenderUnlessFits } from './prerender-fits';
import { startSiteEntry } from './site-entry';

adoptPageSession();
hidePrerenderUnlessFits();
holdPrerenderForFont();
startSiteEntry();
sendBootCalls();

function sendBootCalls(): void {
  // public calls, in the language the page starts in: what the wire client's queries will send
  const language = startLanguage();
  const send = (call: WireCall, when?: Promise<boolean>) =>
    sendEarly(withQuery(call.path, call.query), wireHeaders(language, null), when);

  const status = send(statusCall());
  if (onLandingPage()) {
    // a failed or odd answer: the landing page's queries ask for themselves
    const open = status.then(siteOpen).catch(() => false);
    // their queries carry the content language (English for one the site does not translate)
    for (const call of landingCalls(normaliseLanguage(language))) send(call, open);
  }
}

/** The answer says the site is open (its root screen is the site, not maintenance or a region block). */
async function siteOpen(answer: Response | null): Promise<boolean> {
  const envelope = (await answer?.json()) as { success?: unknown; value?: unknown } | undefined;
  const status = envelope?.success === true ? envelope.value : null;
  return (
    status !== null &&
    typeof status === 'object' &&
    systemStatusCode(status as Parameters<typeof systemStatusCode>[0]) === 0
  );
}
