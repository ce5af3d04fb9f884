// Geetest v4, simulated (GEETEST3): the login carries the answer of the slider the visitor moved onto
// its target; a challenge forced to fail is refused by the server.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillIn, LOCALES, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
  await admin.flags.set.mutate({ modId: 'GEETEST3', enabled: true });
});

/** Moves the slider onto its target with the keyboard (as a visitor without a mouse would) and lets go. */
async function solveSlider(scope: Locator) {
  const challenge = scope.getByTestId('geetest');
  await expect(challenge).toHaveAttribute('data-target', /\d+/);
  const target = Number(await challenge.getAttribute('data-target'));
  const thumb = challenge.getByRole('slider');
  await thumb.focus();
  const keyboard = thumb.page().keyboard;
  for (let step = 0; step < target; step++) await keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuenow', String(target));
  await keyboard.press('Enter');
  await expect(scope.getByTestId('geetest-passed')).toBeVisible();
}

async function logIn(page: Page) {
  await speak(page, 'EN');
  await page.goto('/index');
  const header = page.locator('header');
  await fillIn(header, { username: 'demo01', password: 'Demo1234' });
  await solveSlider(header);
  await header.getByTestId('login-submit').click();
}

test('a member logs in through the geetest slider', async ({ page }) => {
  await logIn(page);
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
});

test('a challenge forced to fail is refused, and the member stays out', async ({ page }) => {
  await admin.geetest.set.mutate({ mode: 'FAIL' });
  await logIn(page);
  await expect(page.getByText(LOCALES.EN.errors.geetest_validate_fail).first()).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  // the spent answer is dropped: a new slider waits for the next try
  await expect(page.locator('header').getByTestId('geetest-slider')).toBeVisible();
});
