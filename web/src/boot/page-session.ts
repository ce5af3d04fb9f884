import { adoptSessionFromUrl, saveMerchant } from '../api/session-store';
import { currentMerchant } from '../api/wire-headers';

/** A launch URL's session (`?token=&merchant=`) adopted, and the page's merchant kept for the session:
 *  index.html's boot script does it first (early-calls.ts), main.tsx again where there is none (the dev
 *  server), harmlessly where there was (the URL has lost its token by then). */
export function adoptPageSession(): void {
  adoptSessionFromUrl();
  saveMerchant(currentMerchant());
}
