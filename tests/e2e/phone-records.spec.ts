// Issue 44, "records on a phone": at 390×844 every record and team table of the member centre and the
// agent centre shows each column inside the window (a list of cards at ≤ 480 px, no table scrolling
// sideways), walked as the agent01 persona (a member and an agent) with the demo history added.
import { expect, type Page, test } from '@playwright/test';
import { speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { cellsOutsideWindow, recordCellCount } from './support/layout.ts';

const PHONE = { width: 390, height: 844 };
const MEMBER_CENTRE = '[data-testid="member-centre"]';
const AGENT_CENTRE = '[data-testid="agent-centre"]';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await admin.data.reset.mutate();
  await admin.data.history.mutate({ usernames: ['agent01'] });
});

/** Every tab of the open page in turn (a page without tabs is looked at once). */
async function eachTab(page: Page, scope: string, look: (where: string) => Promise<void>) {
  const tabs = page.locator(`${scope} [role="tab"]`);
  const count = await tabs.count();
  if (count === 0) return look('');
  for (let index = 0; index < count; index++) {
    const tab = tabs.nth(index);
    await tab.click();
    await look(` / ${(await tab.textContent())?.trim()}`);
  }
}

test('every member-centre and agent-centre record reads inside a 390 px window', async ({ page }) => {
  await speak(page, 'EN');
  await page.setViewportSize(PHONE);
  const { siteUrl } = await admin.members.loginAs.mutate({ username: 'agent01' });
  await page.goto(siteUrl);
  await expect(page.getByTestId('account-name')).toHaveText('agent01');
  const popup = page.getByTestId('notice-popup-ok');
  if (await popup.isVisible({ timeout: 2_000 }).catch(() => false)) await popup.click();
  let cells = 0;
  /** the record lists met as cards (at 390 px a record table shows as a list of cards) */
  let cardLists = 0;

  const check = (scope: string, name: string) => async (where: string) => {
    await expect(page.locator(`${scope} .mantine-Loader`)).toHaveCount(0);
    expect(await cellsOutsideWindow(page, scope), `${name}${where}`).toEqual([]);
    cells += await recordCellCount(page, scope);
    cardLists += await page.locator(`${scope} [data-layout="cards"]`).count();
  };

  await test.step('member centre', async () => {
    await page.getByTestId('bottom-nav-me').click();
    await expect(page.getByTestId('member-centre-page-securityCenter')).toBeVisible();
    const pages = await page
      .locator('[data-testid^="member-centre-nav-"]')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-page') ?? ''));
    for (const key of pages) {
      await page.getByTestId(`member-centre-nav-${key}`).click();
      await expect(page.getByTestId(`member-centre-page-${key}`)).toBeVisible();
      await eachTab(page, `[data-testid="member-centre-page-${key}"]`, check(MEMBER_CENTRE, key));
    }
    await page.getByTestId('member-centre-close').click();
  });

  await test.step('agent centre', async () => {
    await page.getByTestId('header-more').click();
    await page.getByTestId('more-agent-centre').click();
    await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
    const menu = page.getByTestId('agent-nav-select');
    await menu.click();
    const labels = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    for (const label of labels) {
      await menu.click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect(menu).toHaveValue(label);
      await eachTab(page, AGENT_CENTRE, check(AGENT_CENTRE, label));
    }
    await page.getByTestId('agent-centre-close').click();
  });

  // the walk read real records, not only empty pages, and met them as cards
  expect(cells).toBeGreaterThan(20);
  expect(cardLists).toBeGreaterThan(0);
});
