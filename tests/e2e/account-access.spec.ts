// Protected actions: a visitor gets the login popup, a trial account the real-account warning and
// the account upgrade, a member the feature.
import { expect, test } from '@playwright/test';
import { fillIn, inputNamed, LOCALES, modalReady, speak, uniqueUsername } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

test('a visitor who picks a game category or Deposit is asked to log in first', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto('/index');
  await page.getByTestId('category-slots').click();

  const modal = await modalReady(page, 'login-modal');
  // the popup puts the cursor in its first field
  await expect(inputNamed(modal, 'username')).toBeFocused();
  await expect(modal.getByTestId('login-needed')).toHaveText(LOCALES.EN.login.needLogin);
  await expect(page).toHaveURL(/\/index$/);
  await fillIn(modal, { username: 'demo01', password: 'Demo1234' });
  await modal.getByTestId('login-submit').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText('demo01');

  await page.getByTestId('account-deposit').click();
  await expect(page.getByTestId('member-centre-page-depositv2')).toBeVisible();
});

test('free play starts a trial account that is refused deposits and can be upgraded', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto('/sports');
  await page.getByTestId('free-play').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('account-name')).toBeVisible();
  const trialName = await page.getByTestId('account-name').textContent();

  await page.getByTestId('account-deposit').click();
  const warning = page.getByTestId('trial-warning');
  await expect(warning).toContainText(LOCALES.EN.errors.in_need_true_account);
  await warning.getByTestId('trial-warning-confirm').click();

  const upgrade = page.getByTestId('upgrade-modal');
  const username = uniqueUsername('real');
  await fillIn(upgrade, { username, password: 'Real12345', confirmPassword: 'Real12345' });
  await upgrade.getByTestId('register-agreement').check();
  await upgrade.getByTestId('register-age').check();
  await upgrade.getByTestId('register-submit').click();

  await expect(upgrade).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText(username);
  expect(username).not.toBe(trialName);
  await page.getByTestId('account-withdraw').click();
  await expect(page.getByTestId('member-centre-page-withdraw')).toBeVisible();
});

test('a trial account in Bengali is refused withdrawals, and the member centre shows its own view with an upgrade', async ({
  page,
}) => {
  await speak(page, 'BN');
  await page.goto('/index');
  await fillIn(page.locator('header'), { username: 'trial01', password: 'Trial1234' });
  await page.locator('header').getByTestId('login-submit').click();
  await expect(page.getByTestId('account-name')).toHaveText('trial01');

  await page.getByTestId('account-withdraw').click();
  const warning = page.getByTestId('trial-warning');
  await expect(warning).toContainText(LOCALES.BN.errors.in_need_true_account);
  await expect(warning.getByTestId('trial-warning-confirm')).toHaveText(
    LOCALES.BN.account.in_increase_submit,
  );
  await warning.getByTestId('trial-warning-cancel').click();

  await page.getByTestId('account-memberCentre').click();
  await expect(page.getByTestId('trial-account-message')).toContainText('trial01');
  await expect(page.getByTestId('trial-account-confirm')).toHaveText(LOCALES.BN.account.trialView.upgrade);
  await page.getByTestId('trial-account-confirm').click();
  await expect(page.getByTestId('trial-account-message')).toHaveCount(0);
});

test('only agents see the agent centre', async ({ page }) => {
  await speak(page, 'EN');
  await page.goto('/index');
  await fillIn(page.locator('header'), { username: 'agent01', password: 'Agent1234' });
  await page.locator('header').getByTestId('login-submit').click();
  await expect(page.getByTestId('account-name')).toHaveText('agent01');
  await page.getByTestId('account-agentCentre').click();
  await expect(page.getByTestId('agent-centre')).toBeVisible();
  await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
});

test('with loginedToHomePage a visitor lands on /login, and free play from there opens the site', async ({
  page,
}) => {
  await admin.brand.set.mutate({ loginedToHomePage: true });
  await speak(page, 'EN');
  await page.goto('/sports');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByTestId('free-play').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('account-name')).toBeVisible();
  await page.goto('/sports');
  await expect(page).toHaveURL(/\/sports$/);
});

test('with loginedToHomePage /register still opens the register modal for a visitor', async ({ page }) => {
  await admin.brand.set.mutate({ loginedToHomePage: true });
  await speak(page, 'EN');
  await page.goto('/register');
  await expect(page.getByTestId('register-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
