// The landing page's first screen comes prerendered in its HTML for a first-time visitor
// (server/src/site/site-prerender.ts) and the browser hydrates it (web/src/main.tsx); anyone else
// (another language, a session, the light theme) gets the page their browser renders, and never sees
// markup that is not theirs.
import { expect, type Page } from '@playwright/test';
import { speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await admin.data.reset.mutate();
  // a server's first landing page goes out unprerendered while its prerender worker loads the site
  await expect
    .poll(async () => (await (await request.get('/index')).text()).includes('data-prerendered'), {
      timeout: 20_000,
    })
    .toBe(true);
});

/** Console warnings and errors: React reports a prerendered part it had to render afresh as a warning. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test("the first screen is in the page's HTML, before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // a render the server did not finish within its wait (a busy machine) sends that page without: a reload
  // gets the kept render
  await expect(async () => {
    await page.goto('/index');
    await expect(page.getByTestId('home-hero')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('jackpot-amount')).toHaveText(/^৳\s?[\d,]+\.\d\d$/);
  await expect(page.locator('header').getByTestId('login-submit')).toBeVisible();
  // nothing takes input before the scripts hydrate it: a login would otherwise submit natively
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await context.close();
});

test('the browser hydrates it as it is, and the hydrated page logs in', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto('/index');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const header = page.locator('header');
  await header.locator('input[name="username"]').fill('demo01');
  await header.locator('input[name="password"]').fill('Demo1234');
  await header.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-name')).toHaveText('demo01');
  expect(messages).toEqual([]);
});

test('a visitor in another language never sees the prerendered first screen', async ({ page }) => {
  await speak(page, 'EN');
  // whether the prerendered root showed when the parser put it in the page
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const root = document.querySelector<HTMLElement>('#root[data-prerendered]');
      if (!root) return;
      (window as unknown as { prerenderShown: boolean }).prerenderShown =
        getComputedStyle(root).display !== 'none';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const messages = watchConsole(page);
  await page.goto('/index');
  await expect(page.getByTestId('home-hero')).toContainText('Welcome');
  expect(await page.evaluate(() => (window as unknown as { prerenderShown?: boolean }).prerenderShown)).toBe(
    false,
  );
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(messages).toEqual([]);
});
