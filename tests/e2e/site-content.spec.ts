// A site a stakeholder believes (issue 44, items 12 and 13): a skip link first, a title per page and a
// description, an unknown route that answers 404, carousel dots a thumb can hit, the light theme's
// Free play and Try buttons readable, a footer with the operator's pages under the clock's year, those
// pages in Bengali, and a registration whose terms box is linked and left for the visitor to tick.
import { expect, test } from '@playwright/test';
import { speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { expectAccessible } from './support/axe.ts';

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  await admin.data.reset.mutate();
});

test('the first tab stop skips to the content; every page has its own title and a description', async ({
  page,
}) => {
  await speak(page, 'EN');
  await page.goto('/index');
  await expect(page.getByTestId('site-shell')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await expect(page.getByTestId('skip-link')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const home = await page.title();
  await page.goto('/rng');
  await expect(page).toHaveTitle(/^Slots \| /);
  expect(await page.title()).not.toBe(home);
  await page.goto('/promotions');
  await expect(page).toHaveTitle(/^Promotions \| /);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /lottery/);
});

test('an unknown route answers 404 with the not-found page', async ({ page }) => {
  await speak(page, 'EN');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
});

test('the banner dots are 24 px tap targets and the light theme passes axe on the home page', async ({
  page,
}) => {
  await speak(page, 'EN');
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const dot = page.getByTestId('banner-dot').first();
  await expect(dot).toBeVisible();
  const box = await dot.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expect(page.locator('[data-testid^="game-try-"]').first()).toBeVisible();
  await expectAccessible(page, 'home, light theme');
});

test("the footer shows the clock's year and links the operator's pages, which read in Bengali", async ({
  page,
}) => {
  await speak(page, 'BN');
  await page.goto('/index');
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  const year = new Date((await admin.clock.get.query()).now).getUTCFullYear();
  await expect(footer.getByTestId('copyright')).toContainText(`© ${year}`);
  await expect(footer).not.toContainText('facebook.example');
  await footer.getByTestId('footer-responsibleGaming').click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByTestId('legal-responsibleGaming')).toContainText('দায়িত্বশীল গেমিং');
  for (const path of ['/terms', '/privacy', '/licence']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).not.toBeEmpty();
  }
});

test('the register form leaves the terms box for the visitor to tick and links the terms', async ({
  page,
}) => {
  await speak(page, 'EN');
  await page.goto('/register');
  const agreement = page.getByTestId('register-agreement');
  await expect(agreement).toBeVisible();
  await expect(agreement).not.toBeChecked();
  await expect(page.getByTestId('register-terms-link')).toHaveAttribute('href', '/terms');
});
