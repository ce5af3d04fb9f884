// Issue 44, "records on a phone": at 390×844 every record and team table of the member centre and the
// agent centre shows each column inside the window (a list of cards at ≤ 480 px, no table scrolling
// sideways), walked with the demo history added (the member centre as demo01, the agent centre as
// agent01), in Bengali (the default language). With E2E_SHOTS_DIR set, each page and tab is kept as a picture
// (support/shots.ts).
import { expect, type Page, test } from '@playwright/test';
import { closeNoticePopup, openAsMember, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { cellsOutsideWindow, recordCellCount } from './support/layout.ts';
import { keepShot } from './support/shots.ts';

const PHONE = { width: 390, height: 844 };
const MEMBER_CENTRE = '[data-testid="member-centre"]';
const AGENT_CENTRE = '[data-testid="agent-centre"]';

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await admin.data.reset.mutate();
  // weeks of bets and money for demo01 and agent01's downline (down01, down02): records to read, not empty pages
  await admin.data.history.mutate();
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
  await speak(page, 'BN');
  await page.setViewportSize(PHONE);
  /** the record cells read in each centre */
  const cells = { member: 0, agent: 0 };
  /** the record lists met as cards (at 390 px a record table shows as a list of cards) */
  const cardLists = { member: 0, agent: 0 };

  const check = (centre: keyof typeof cells, name: string) => async (where: string) => {
    const scope = centre === 'member' ? MEMBER_CENTRE : AGENT_CENTRE;
    await expect(page.locator(`${scope} .mantine-Loader`)).toHaveCount(0);
    expect(await cellsOutsideWindow(page, scope), `${name}${where}`).toEqual([]);
    cells[centre] += await recordCellCount(page, scope);
    cardLists[centre] += await page.locator(`${scope} [data-layout="cards"]`).count();
    await keepShot(page, `${centre} ${name}${where}`);
  };

  await test.step('member centre, as demo01 (a member with four weeks of play)', async () => {
    await openAsMember(page, { username: 'demo01' });
    await closeNoticePopup(page);
    await page.getByTestId('bottom-nav-me').click();
    await expect(page.getByTestId('member-centre-page-securityCenter')).toBeVisible();
    const pages = await page
      .locator('[data-testid^="member-centre-nav-"]')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-page') ?? ''));
    for (const key of pages) {
      await page.getByTestId(`member-centre-nav-${key}`).click();
      await expect(page.getByTestId(`member-centre-page-${key}`)).toBeVisible();
      await eachTab(page, `[data-testid="member-centre-page-${key}"]`, check('member', key));
    }
    await page.getByTestId('member-centre-close').click();
  });

  await test.step('agent centre, as agent01 (whose downline has played)', async () => {
    await openAsMember(page, { username: 'agent01' });
    await closeNoticePopup(page);
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
      await eachTab(page, AGENT_CENTRE, check('agent', label));
    }
    await page.getByTestId('agent-centre-close').click();
  });

  // each centre's walk read real records, not only empty pages, and met them as cards
  expect(cells.member).toBeGreaterThan(20);
  expect(cells.agent).toBeGreaterThan(20);
  expect(cardLists.member).toBeGreaterThan(0);
  expect(cardLists.agent).toBeGreaterThan(0);
});
