// Logging in through the encrypted call, the balance, the captcha after a failure, and signing out.
import { expect, type Page, test } from '@playwright/test';
import { admin } from './support/admin.ts';
import { captchaAnswer } from './support/captcha.ts';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

async function fillLogin(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a member logs in, sees and hides the balance, and signs out after confirming', async ({ page }) => {
  await page.goto('/index');
  await fillLogin(page, 'demo01', 'Demo1234');

  await expect(page.getByTestId('account-name')).toHaveText('demo01');
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('10,000.00');
  await page.getByTestId('balance-toggle').click();
  await expect(balance).not.toContainText('10,000.00');
  await page.getByTestId('balance-toggle').click();
  await expect(balance).toContainText('10,000.00');
  await page.getByTestId('balance-refresh').click();
  await expect(balance).toContainText('10,000.00');

  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a failed login asks for the captcha, and the right answer lets the member in', async ({
  page,
  context,
}) => {
  await page.goto('/index');
  await fillLogin(page, 'demo01', 'wrong-password');
  const captcha = page.locator('input[name="captcha"]');
  await expect(captcha).toBeVisible();
  // the image arrives with its captchaId cookie
  await expect(page.getByTestId('captcha-image').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );

  await captcha.fill(await captchaAnswer(context));
  await fillLogin(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
});

test('a session ended by a login elsewhere returns the site to logged out', async ({ page, request }) => {
  await page.goto('/index');
  await fillLogin(page, 'demo01', 'Demo1234');
  await expect(page.getByTestId('account-name')).toHaveText('demo01');

  const elsewhere = await request.post('/wps/session/login/unsecure', {
    headers: { merchant: 'sim001' },
    data: { username: 'demo01', password: 'Demo1234' },
  });
  expect((await elsewhere.json()).success).toBe(true);
  await page.getByTestId('balance-refresh').click();
  await expect(page.getByTestId('login-submit')).toBeVisible();
});
