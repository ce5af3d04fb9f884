// The login state machine: SMS login, remember me, the forced change of a default password,
// recovery by phone, and the extra verification from an unregistered address.
import { expect, type Page, test } from '@playwright/test';
import { fillIn, inputNamed, LOCALES, modalReady, requestSmsCode, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

/** demo01's mobile in the seed (country code 880). */
const DEMO_MOBILE = '01712345678';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

async function loginInHeader(page: Page, username: string, password: string) {
  await fillIn(page.locator('header'), { username, password });
  await page.locator('header').getByTestId('login-submit').click();
}

async function signOut(page: Page) {
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
}

test('a member logs in with an SMS code in Bengali', async ({ page }) => {
  await speak(page, 'BN');
  await page.goto('/index');
  const header = page.locator('header');
  await header.getByTestId('login-mode-sms').click();

  await fillIn(header, { mobileNum: DEMO_MOBILE });
  const code = await requestSmsCode(header, DEMO_MOBILE);
  await fillIn(header, { verificationCode: code });
  await header.getByTestId('login-submit').click();

  await expect(page.getByTestId('account-name')).toHaveText('demo01');
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('an SMS code for a number nobody has is refused in a warning dialog', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto('/index');
  const header = page.locator('header');
  await header.getByTestId('login-mode-sms').click();
  await fillIn(header, { mobileNum: '01999999999' });
  await header.getByTestId('sms-send').click();

  await expect(page.getByTestId('sms-error')).toContainText(LOCALES.EN.errors.PHONE_NOT_REGISTERED);
});

test('remember me keeps the last user for the next visit, and unticking it forgets them', async ({
  page,
  context,
}) => {
  await speak(page, 'EN');
  await page.goto('/index');
  await page.locator('header').getByTestId('login-remember').check();
  await loginInHeader(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ loginRemember: 'true', loginTypeSms: 'false', 'last-user': 'demo01' });

  await signOut(page);
  await expect(inputNamed(page.locator('header'), 'username')).toHaveValue('demo01');
  await page.reload();
  await expect(inputNamed(page.locator('header'), 'username')).toHaveValue('demo01');
  await page.locator('header').getByTestId('login-remember').uncheck();
  await loginInHeader(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('last-user');
});

test('a member with the default password must change it before going on', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto('/index');
  await loginInHeader(page, 'newbie01', '{secret}');

  const modal = await modalReady(page, 'change-password-modal');
  await expect(modal.getByTestId('forced-change-notice')).toBeVisible();
  await expect(inputNamed(modal, 'oldPassword')).toHaveCount(0);
  await expect(modal.getByTestId('modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  await fillIn(modal, { newPassword: 'Newbie123', confirmNewPassword: 'Newbie123' });
  await modal.getByTestId('change-password-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('account-name')).toHaveText('newbie01');

  await signOut(page);
  await loginInHeader(page, 'newbie01', 'Newbie123');
  await expect(page.getByTestId('account-name')).toHaveText('newbie01');
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('a member recovers the password by phone in Bengali and is logged in', async ({ page }) => {
  await speak(page, 'BN');
  await page.goto('/sports');
  await page.locator('header').getByTestId('forgot-open').click();
  const modal = await modalReady(page, 'forgot-modal');
  await expect(modal).toContainText(LOCALES.BN.forgot.title);
  await modal.getByTestId('forgot-tab-phone').click();

  await fillIn(modal, { mobileNum: DEMO_MOBILE });
  const code = await requestSmsCode(modal, DEMO_MOBILE);
  await fillIn(modal, { verificationCode: code, newPassword: 'Phone1234', confirmPassword: 'Phone1234' });
  await modal.getByTestId('forgot-submit').click();

  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
  await expect(page).toHaveURL(/\/index$/);

  await signOut(page);
  await loginInHeader(page, 'demo01', 'Phone1234');
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
});

test('a forgotten password by email confirms the mail and closes the modal', async ({ page }) => {
  await admin.members.create.mutate({ username: 'mailer01', email: 'mailer01@example.test' });
  await speak(page, 'EN');
  await page.goto('/index');
  await page.locator('header').getByTestId('forgot-open').click();
  const modal = await modalReady(page, 'forgot-modal');

  await fillIn(modal, { username: 'mailer01', email: 'nobody@example.test' });
  await modal.getByTestId('forgot-submit').click();
  await expect(modal).toContainText(LOCALES.EN.errors.USER_NOT_EXIST);

  await fillIn(modal, { email: 'mailer01@example.test' });
  await modal.getByTestId('forgot-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText(LOCALES.EN.forgot.emailSentTitle)).toBeVisible();
  expect(await admin.mail.outbox.query({ email: 'mailer01@example.test' })).toHaveLength(1);
});

test('a login from an unregistered address asks for the code texted to the member', async ({ page }) => {
  const member = await admin.members.create.mutate({ password: 'Verify123', mobile: '01655544433' });
  await admin.flags.set.mutate({ modId: 'LOGINIPVERF3', enabled: true });
  await speak(page, 'EN');
  await page.goto('/index');
  await loginInHeader(page, member.username, 'Verify123');
  await expect(page.getByTestId('account-name')).toHaveText(member.username);
  await signOut(page);

  await admin.system.setClientLocation.mutate({ ip: '198.51.100.77' });
  await loginInHeader(page, member.username, 'Verify123');
  const modal = await modalReady(page, 'login-verify-modal');
  await expect(modal).toContainText('****');
  const [sms] = await admin.sms.outbox.query({ mobileNum: '01655544433', limit: 1 });
  await fillIn(modal, { verificationCode: sms?.code ?? '' });
  await modal.getByTestId('login-verify-submit').click();

  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText(member.username);
  await admin.system.setClientLocation.mutate({ ip: null });
});
