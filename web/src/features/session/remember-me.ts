// Remember me (platform-spec.md sections 4 and 9): on a successful login the choice is saved in
// cookies for a day, or cleared; the login forms read them back to prefill the last user.
import { readCookie, removeCookie, writeCookie } from '../../lib/browser/cookies';

export const REMEMBER_COOKIES = {
  remember: 'loginRemember',
  sms: 'loginTypeSms',
  lastUser: 'last-user',
} as const;

export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface RememberedLogin {
  /** the last login was by SMS: `user` is then the mobile number */
  sms: boolean;
  user: string;
}

export function saveRememberMe(remember: boolean, login: RememberedLogin): void {
  if (!remember) {
    for (const name of Object.values(REMEMBER_COOKIES)) removeCookie(name);
    return;
  }
  writeCookie(REMEMBER_COOKIES.remember, 'true', REMEMBER_MAX_AGE_SECONDS);
  writeCookie(REMEMBER_COOKIES.sms, String(login.sms), REMEMBER_MAX_AGE_SECONDS);
  writeCookie(REMEMBER_COOKIES.lastUser, login.user, REMEMBER_MAX_AGE_SECONDS);
}

export function readRememberMe(): RememberedLogin | null {
  if (readCookie(REMEMBER_COOKIES.remember) !== 'true') return null;
  const user = readCookie(REMEMBER_COOKIES.lastUser);
  if (!user) return null;
  return { sms: readCookie(REMEMBER_COOKIES.sms) === 'true', user };
}
