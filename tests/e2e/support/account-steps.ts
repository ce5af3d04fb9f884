// Steps the account browser tests share: the visitor's language, inputs by wire name, and SMS
// codes read from the simulator's outbox, as a QA script would.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { admin } from './admin.ts';
import type { TestLanguage } from './locales.ts';

export { LOCALES, type TestLanguage } from './locales.ts';

/** The site reads localStorage `lang` / `hisLang` before it renders. */
export async function speak(page: Page, language: TestLanguage): Promise<void> {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
  }, language);
}

/**
 * A modal once it takes input. Mantine's focus trap moves the focus into a modal a moment after it
 * opens (to the field marked `data-autofocus`, else the first tabbable element): text typed into a field
 * before that, on a busy machine, went wherever the focus moved. (A modal's first field has also lost its text
 * after the focus had settled, in CI run 18: that cause is still open.)
 */
export async function modalReady(page: Page, testId: string): Promise<Locator> {
  const modal = page.getByTestId(testId);
  await expect(modal).toBeVisible();
  await expect.poll(() => modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  return modal;
}

export function inputNamed(scope: Page | Locator, name: string): Locator {
  return scope.locator(`input[name="${name}"]`);
}

export async function fillIn(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await inputNamed(scope, name).fill(value);
}

export interface HeaderLogin {
  username?: string;
  password?: string;
  /** a page to open first (else the one already open) */
  path?: string;
  /** the language to speak from the first page on */
  language?: TestLanguage;
}

/**
 * Signs in through the header's inline form, as a visitor would, and waits until the header names the
 * account (demo01 unless told otherwise). Two servers and two browsers share the cores: a login may
 * take a while.
 */
export async function logInInHeader(page: Page, login: HeaderLogin = {}): Promise<void> {
  const { username = 'demo01', password = 'Demo1234', path, language } = login;
  if (language) await speak(page, language);
  if (path) await page.goto(path);
  const header = page.locator('header');
  const sessionCalls = watchSessionCalls(page);
  await fillIn(header, { username, password });
  await header.getByTestId('login-submit').click();
  try {
    await expect(page.getByTestId('account-name')).toHaveText(username, { timeout: 30_000 });
  } catch (error) {
    // a login that did not stick (seen now and then on a loaded machine): what the site heard
    throw new Error(
      `${(error as Error).message}\nsession calls after the submit: ${sessionCalls.calls.join('; ') || 'none'}`,
    );
  } finally {
    sessionCalls.stop();
  }
}

/**
 * Opens `path` as `username`, logged in without the login form: the back office's members.loginAs opens a
 * session and the page takes it from a launch URL's `?token=`, as the site takes any launch URL. For tests
 * about something other than logging in (the login forms have their own specs): a login through the form
 * costs a page its RSA and DES work and a render of the form.
 */
export async function openAsMember(
  page: Page,
  { username = 'demo01', path = '/index', language }: Omit<HeaderLogin, 'password'> = {},
): Promise<void> {
  if (language) await speak(page, language);
  const { token } = await admin.members.loginAs.mutate({ username });
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('token', token);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByTestId('account-name')).toHaveText(username, { timeout: 30_000 });
}

/**
 * Waits for the merchant's popup notice and closes it. A member's first page load shows it some time after
 * the paint, later on a busy machine than any fixed look allows: one that came after a 2 s look closed the
 * overflow menu a test had just opened (the click that closes it lands outside the menu). For a page in the
 * site's frame (the header-only pages, /lottery and the like, show no notices) on seeded data, whose popup
 * notice every member sees once.
 */
export async function closeNoticePopup(page: Page): Promise<void> {
  const ok = page.getByTestId('notice-popup-ok');
  await ok.click({ timeout: 30_000 });
  await expect(ok).toBeHidden();
}

/** The session and member calls a page makes from now on, as `POST /wps/session/login 200 ok` (or the
 *  error code the envelope carries; never the answer itself, which holds the token). */
function watchSessionCalls(page: Page): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const record = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/wps\/(session|member)\//.test(pathname)) return;
    const call = `${response.request().method()} ${pathname} ${response.status()}`;
    void response.json().then(
      (envelope: { success?: boolean; errorCode?: string }) =>
        calls.push(`${call} ${envelope.success ? 'ok' : (envelope.errorCode ?? 'failed')}`),
      () => calls.push(`${call} (no JSON)`),
    );
  };
  page.on('response', record);
  return { calls, stop: () => page.off('response', record) };
}

/** Presses the SMS button inside `scope` and returns the code the simulator texted to `mobile`. */
export async function requestSmsCode(scope: Locator, mobile: string): Promise<string> {
  const sentBefore = (await admin.sms.outbox.query({ mobileNum: mobile, limit: 1 }))[0]?.id ?? 0;
  await scope.getByTestId('sms-send').click();
  let code = '';
  await expect
    .poll(async () => {
      const [latest] = await admin.sms.outbox.query({ mobileNum: mobile, limit: 1 });
      code = latest && latest.id > sentBefore && latest.code ? latest.code : '';
      return code;
    })
    .not.toBe('');
  // the button counts down expiredMinutes * 60 s once the code is out
  await expect(scope.getByTestId('sms-send')).toBeDisabled();
  return code;
}

/** A name no seeded persona has, within the username rule (letters and digits, 4-16). */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

/** A Bangladeshi mobile number nobody has registered yet. */
export function uniqueMobile(): string {
  return `019${String(Date.now()).slice(-8)}`;
}
