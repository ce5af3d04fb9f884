// The control panel beside the member site: a tab in a browser context of its own (test.ts closes it
// when the test ends), opened on one page and logged in with the admin token.
import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../../playwright.config.ts';

/** The panel's page `path` (e.g. `cashier`, `support`) in a new tab, once its navigation shows. */
export async function openPanel(browser: Browser, path: string): Promise<Page> {
  const panel = await (await browser.newContext()).newPage();
  await panel.goto(`/admin/${path}#token=${E2E_ADMIN_TOKEN}`);
  await expect(panel.getByTestId(`nav-${path}`)).toBeVisible();
  return panel;
}
