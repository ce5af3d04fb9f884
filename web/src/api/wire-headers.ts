// What every REST call carries (wire-contract.md section 2), apart from the wire client (wire.ts) so
// the early boot calls (boot/early-calls.ts) send the very same request without its dependencies.
import { readMerchant } from './session-store';

/** The brand the page was built or served for: the server writes its SIM_MERCHANT into the page (its
 *  prerender, with no page, sends the server's own: site-prerender.ts). */
export const PAGE_MERCHANT: string =
  import.meta.env.VITE_MERCHANT ??
  globalThis.document?.querySelector<HTMLMetaElement>('meta[name="sim-merchant"]')?.content ??
  'sim001';

/**
 * The brand the site speaks for: the tab's session merchant (a launch URL's `?merchant=` sets it, as
 * one simulator serves several merchants on one origin), else the page's.
 */
export function currentMerchant(): string {
  return readMerchant() ?? PAGE_MERCHANT;
}

export type QueryValue = string | number | boolean | undefined;

/** A call's address: its path and query (the boot calls are described once, for both senders). */
export interface WireCall {
  path: string;
  query?: Record<string, QueryValue>;
}

/** The platform headers in `language`; the raw token only on a token call that has one. */
export function wireHeaders(language: string, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Merchant: currentMerchant(),
    Language: language,
    Device: 'web',
    'Content-Type': 'application/json;charset=UTF-8',
  };
  if (token) headers.Authorization = token;
  return headers;
}

export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
