// The session as the real front end keeps it in sessionStorage (platform-spec.md section 3,
// "Session storage keys"). Components read the token through useSyncExternalStore, so a 401 seen
// by the wire client logs the whole page out at once.
import type { MemberInfo } from '@sim/shared/wps/member';

export const SESSION_KEY = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  customerId: 'customerId',
  isAgent: 'isAgent',
  memberLabel: 'memberLabel',
  /** the vendor lanes, as the real app caches them */
  gameVendor: 'gameVendor',
  /** the member's favourite node ids */
  favGames: 'favGames',
} as const;

/** Logout clears the session storage but keeps the merchant (spec section 4, "Logout"). */
const KEPT_ON_LOGOUT: readonly string[] = [SESSION_KEY.merchant, SESSION_KEY.merchantCode];

export type SessionEndReason = 'logout' | 'expired';

const tokenListeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

/** The tab's storage; none on the server, whose prerender of a page is an anonymous visitor's. */
const tabStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function readToken(): string | null {
  return tabStorage()?.getItem(SESSION_KEY.token) ?? null;
}

export function saveToken(token: string): void {
  sessionStorage.setItem(SESSION_KEY.token, token);
  for (const listener of tokenListeners) listener();
}

export function readMerchant(): string | null {
  return tabStorage()?.getItem(SESSION_KEY.merchant) ?? null;
}

export function saveMerchant(code: string): void {
  sessionStorage.setItem(SESSION_KEY.merchant, code);
  sessionStorage.setItem(SESSION_KEY.merchantCode, code);
}

/** What APP `storeInfo` keeps once member info arrives. */
export function saveMemberKeys(member: MemberInfo): void {
  sessionStorage.setItem(SESSION_KEY.account, member.account);
  sessionStorage.setItem(SESSION_KEY.customerId, String(member.id));
  sessionStorage.setItem(SESSION_KEY.isAgent, String(member.type));
  sessionStorage.setItem(SESSION_KEY.memberLabel, JSON.stringify(member.memberLabel));
}

export function endSession(reason: SessionEndReason): void {
  const hadToken = readToken() !== null;
  for (const key of Object.keys(sessionStorage)) {
    if (!KEPT_ON_LOGOUT.includes(key)) sessionStorage.removeItem(key);
  }
  for (const listener of tokenListeners) listener();
  if (hadToken) for (const listener of endListeners) listener(reason);
}

export function subscribeToToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * Boot (wire-contract.md section 2): a `?token=` URL parameter becomes the session token, and a
 * `?merchant=` one the tab's merchant (a lottery lobby launched for another merchant's member); both
 * leave the address bar.
 */
export function adoptSessionFromUrl(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const merchant = url.searchParams.get('merchant');
  if (!token && !merchant) return;
  if (merchant) saveMerchant(merchant);
  if (token) saveToken(token);
  url.searchParams.delete('token');
  url.searchParams.delete('merchant');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Login answers the token with the account and customer id (PX `setToken`). */
export function saveLogin(login: { token: string; id: number; userName: string }): void {
  sessionStorage.setItem(SESSION_KEY.account, login.userName);
  sessionStorage.setItem(SESSION_KEY.customerId, String(login.id));
  saveToken(login.token);
}
