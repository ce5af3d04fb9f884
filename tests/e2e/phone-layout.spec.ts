// Issue 16, "phone first-class": at 360×740 every member-centre and agent-centre page fits the
// window (nothing to pan sideways, tables scroll inside their card, the first tab and date preset
// whole), and at 390×844 the lottery and a game lobby show a game in the first screen. One login, as
// the agent01 persona (a member and an agent), through the admin surface.
import { expect, type Page, test } from '@playwright/test';
import { closeNoticePopup, openAsMember, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { expectInFirstScreen, layoutProblems } from './support/layout.ts';

const SMALL_PHONE = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };
const MEMBER_CENTRE = '[data-testid="member-centre"]';
const AGENT_CENTRE = '[data-testid="agent-centre"]';

// a couple of dozen pages in one browser beside another on two cores
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  await admin.data.reset.mutate();
});

/** The open page's first tab and first date preset, where it has them, must show whole. */
const FIRST_CONTROLS = ['[role="tab"]', '[data-testid="date-preset-today"]'];

async function walkMemberCentre(page: Page) {
  await page.getByTestId('bottom-nav-me').click();
  await expect(page.getByTestId('member-centre-page-securityCenter')).toBeVisible();
  const pages = await page
    .locator('[data-testid^="member-centre-nav-"]')
    .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-page') ?? ''));
  expect(pages.length).toBeGreaterThan(10);
  for (const key of pages) {
    const entry = page.getByTestId(`member-centre-nav-${key}`);
    await entry.click();
    await expect(page.getByTestId(`member-centre-page-${key}`)).toBeVisible();
    await expect(page.locator(`${MEMBER_CENTRE} .mantine-Loader`)).toHaveCount(0);
    // the menu row keeps the chosen page in sight
    const whole = [`[data-testid="member-centre-nav-${key}"]`, ...FIRST_CONTROLS];
    expect(await layoutProblems(page, MEMBER_CENTRE, whole), `member centre ${key}`).toEqual([]);
  }
  await page.getByTestId('member-centre-close').click();
}

async function walkAgentCentre(page: Page) {
  await page.getByTestId('header-more').click();
  await page.getByTestId('more-agent-centre').click();
  await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
  // on a phone the menu is a select: its options are the pages
  const menu = page.getByTestId('agent-nav-select');
  await menu.click();
  const labels = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  expect(labels.length).toBeGreaterThan(6);
  for (const label of labels) {
    await menu.click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await expect(menu).toHaveValue(label);
    await expect(page.locator(`${AGENT_CENTRE} .mantine-Loader`)).toHaveCount(0);
    expect(await layoutProblems(page, AGENT_CENTRE, FIRST_CONTROLS), `agent centre ${label}`).toEqual([]);
  }
  await page.getByTestId('agent-centre-close').click();
}

test('the member and agent centres fit 360 px; the lottery and a lobby show a game first at 390 px', async ({
  page,
}) => {
  await speak(page, 'EN');
  await page.setViewportSize(SMALL_PHONE);
  await openAsMember(page, { username: 'agent01' });
  await closeNoticePopup(page);

  await test.step('member centre', () => walkMemberCentre(page));
  await test.step('agent centre', () => walkAgentCentre(page));

  await test.step('lottery and live lobby', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/lottery');
    await expectInFirstScreen(
      page.locator('[data-testid^="lottery-play-"]').first(),
      PHONE.height,
      '/lottery',
    );
    expect(await layoutProblems(page, '[data-testid="lottery-page"]'), '/lottery').toEqual([]);
    await page.goto('/live');
    await expectInFirstScreen(page.locator('[data-testid^="game-card-"]').first(), PHONE.height, '/live');
    expect(await layoutProblems(page, '[data-testid="games-page-live"]'), '/live').toEqual([]);
  });
});
