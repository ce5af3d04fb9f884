// The page's first script to run (index.html loads it on its own, async, while the rest of the first
// load downloads; main.tsx imports it too, so it has always run first): it adopts a launch URL's
// session, sends the boot call and, on the landing page of an open site, the landing page's data.
// Their answers wait in api/early-answers.ts for the queries, which parse them with the shared
// schemas as ever. It imports nothing heavy (no zod, React or i18next), so it runs within the
// first few requests instead of after the whole first load.
import { formatMoney } from '@sim/shared/money';
import { systemStatusCode } from '@sim/shared/wps/system-code';
import { sendEarly } from '../api/early-answers';
import { adoptSessionFromUrl, saveMerchant } from '../api/session-store';
import { currentMerchant, type WireCall, wireHeaders, withQuery } from '../api/wire-headers';
import { hotGamesCall } from '../features/games/hot-games-call';
import { JACKPOT_CALL } from '../features/jackpot/jackpot-call';
import { ANNOUNCEMENTS_CALL } from '../features/notices/announcements-call';
import { startLanguage } from '../i18n/stored-language';
import { statusCall } from '../lib/status-call';

/** `/` and `/index`: the landing page (its chunk and data are fetched ahead of the first render). */
export const LANDING = window.location.pathname === '/' || window.location.pathname === '/index';

adoptSessionFromUrl();
saveMerchant(currentMerchant());

// public calls, in the language the page starts in: what the wire client's queries will send
const language = startLanguage();
const send = (call: WireCall, when?: Promise<boolean>) =>
  sendEarly(withQuery(call.path, call.query), wireHeaders(language, null), when);

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

const status = send(statusCall());
if (LANDING) {
  // a failed or odd answer: the landing page's queries ask for themselves
  const open = status.then(siteOpen).catch(() => false);
  for (const call of [JACKPOT_CALL, ANNOUNCEMENTS_CALL, hotGamesCall(language)]) send(call, open);
}

// The first money format builds its Intl.NumberFormat (kept for every later one): 7 to 20 ms of ICU
// set-up, done here while the answers are on their way rather than inside the first render.
formatMoney(0);
