// Registration by username and by mobile number, with the merchant's field rules, the invitation
// code from the URL, and the new member logged in at once.
import { expect, test } from '@playwright/test';
import {
  fillIn,
  LOCALES,
  modalReady,
  requestSmsCode,
  speak,
  uniqueMobile,
  uniqueUsername,
} from './support/account-steps.ts';
import { admin } from './support/admin.ts';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

test('a visitor registers by username in English, field rules beside the fields, and is logged in', async ({
  page,
}) => {
  await speak(page, 'EN');
  await page.goto('/index');
  await page.getByTestId('register-open').click();
  const modal = await modalReady(page, 'register-modal');

  await fillIn(modal, { username: 'ab' });
  await modal.getByTestId('register-submit').click();
  await expect(modal).toContainText('4-16 letters and digits, starting with a letter');
  await expect(modal).toContainText(LOCALES.EN.register.errors.age);

  await fillIn(modal, { username: 'demo01' });
  await modal.locator('input[name="password"]').focus();
  await expect(modal).toContainText(LOCALES.EN.errors.US_CUSTOMER_EXIST_ERROR);

  const username = uniqueUsername('reg');
  await fillIn(modal, { username, password: 'Secret123', confirmPassword: 'Secret124' });
  await modal.getByTestId('register-agreement').check();
  await modal.getByTestId('register-age').check();
  await modal.getByTestId('register-submit').click();
  await expect(modal).toContainText(LOCALES.EN.errors.inconsistent_twice);

  await fillIn(modal, { confirmPassword: 'Secret123' });
  await modal.getByTestId('register-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText(username);
});

test('a visitor registers by mobile number in Bengali with the SMS code from the outbox', async ({
  page,
}) => {
  await speak(page, 'BN');
  await page.goto('/register');
  const modal = await modalReady(page, 'register-modal');
  await expect(modal).toContainText(LOCALES.BN.register.title);
  await modal.getByTestId('register-tab-mobile').click();

  const mobile = uniqueMobile();
  await fillIn(modal, { mobile });
  const code = await requestSmsCode(modal, mobile);
  await fillIn(modal, { verificationCode: code, password: 'Mobile123', confirmPassword: 'Mobile123' });
  await modal.getByTestId('register-agreement').check();
  await modal.getByTestId('register-age').check();
  await modal.getByTestId('register-submit').click();

  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText(mobile);
  await expect(page).toHaveURL(/\/index$/);
});

test('mobile registration asks for no password when mobile-password registration is off', async ({
  page,
}) => {
  await admin.flags.set.mutate({ modId: 'MOBILENUMPASSREG3', enabled: false });
  await speak(page, 'EN');
  await page.goto('/register');
  const modal = await modalReady(page, 'register-modal');
  await modal.getByTestId('register-tab-mobile').click();

  await expect(modal.locator('input[name="verificationCode"]')).toBeVisible();
  await expect(modal.locator('input[name="password"]')).toHaveCount(0);
});

test('an optional field appears once enabled and is required when configured', async ({ page }) => {
  await admin.registerFields.set.mutate({ field: 'payeeName', enabled: true, required: true });
  await speak(page, 'EN');
  await page.goto('/register');
  const modal = await modalReady(page, 'register-modal');

  await expect(modal.locator('input[name="payeeName"]')).toBeVisible();
  await expect(modal.locator('input[name="qqNum"]')).toHaveCount(0);
  await modal.getByTestId('register-submit').click();
  await expect(modal.locator('input[name="payeeName"]')).toHaveAttribute('aria-invalid', 'true');
});

test("/register?referralCode= fills in an agent's code and puts the new member in the agent's downline", async ({
  page,
}) => {
  const agent = await admin.members.create.mutate({ persona: 'agent' });
  expect(agent.affiliateCode).toBeTruthy();
  await speak(page, 'EN');
  await page.goto(`/register?referralCode=${agent.affiliateCode}`);
  const modal = await modalReady(page, 'register-modal');
  await expect(modal.locator('input[name="affiliateCode"]')).toHaveValue(String(agent.affiliateCode));

  const username = uniqueUsername('dl');
  await fillIn(modal, { username, password: 'Secret123', confirmPassword: 'Secret123' });
  await modal.getByTestId('register-agreement').check();
  await modal.getByTestId('register-age').check();
  await modal.getByTestId('register-submit').click();

  await expect(page.getByTestId('account-name')).toHaveText(username);
  expect((await admin.members.get.query({ username })).upline).toBe(agent.username);
});

test('an unknown invitation code is refused in a warning dialog before registering', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto('/register?referralCode=NOPE999');
  const modal = await modalReady(page, 'register-modal');
  await fillIn(modal, {
    username: uniqueUsername('bad'),
    password: 'Secret123',
    confirmPassword: 'Secret123',
  });
  await modal.getByTestId('register-agreement').check();
  await modal.getByTestId('register-age').check();
  await modal.getByTestId('register-submit').click();

  await expect(page.getByTestId('affiliate-error')).toContainText(LOCALES.EN.errors.invitation_code_error);
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});
