// Missions and the inbox from the site, the back office beside it: a slot round completes a mission's
// milestone, the member centre's badge shows it, the member claims it and the reward lands in the
// balance; a broadcast from the control panel shows in the header's badge and goes down once read.
import { expect as baseExpect, type Page } from '@playwright/test';
import { openAsMember } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { openPanel } from './support/panel.ts';
import { test } from './support/test.ts';

/** Mission standings are computed per member on each read: slower than a plain lookup. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** Jili's Dragon Warriors: a slot (game type RNG), the same node id on every machine. */
const DRAGON_WARRIORS = 170001;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

const logIn = (page: Page) => openAsMember(page, { language: 'EN' });

/** A slot round of `stake` that loses (the back office forces it): a valid bet of `stake`. */
async function playLosingSlotRound(page: Page, stake: string) {
  await page.goto('/rng');
  await page.getByTestId(`game-play-${DRAGON_WARRIORS}`).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.getByTestId('provider-balance')).toContainText('10,000.00');
  await game.getByTestId('provider-stake').fill(stake);
  await admin.provider.forceOutcome.mutate({ username: 'demo01', multiplier: 0 });
  await game.getByTestId('provider-play').click();
  await expect(game.getByTestId('provider-balance')).not.toContainText('10,000.00');
}

test('a mission completed by a slot round and claimed: badge, reward in the balance, leaderboard', async ({
  page,
  browser,
}) => {
  // the panel creates the mission
  const panel = await openPanel(browser, 'missions');
  await panel.getByTestId('mission-code').fill('E2E_SLOTS');
  await panel.getByTestId('mission-title').fill('E2E slot sprint');
  await panel.getByTestId('mission-milestones').fill('150:25, 1000:100');
  await panel.getByTestId('mission-save').click();
  await expect(panel.getByTestId('mission-row-E2E_SLOTS')).toContainText('150: 25, 1000: 100');

  await logIn(page);
  await playLosingSlotRound(page, '200');
  await expect(page.getByTestId('balance')).toContainText('9,800.00');

  await page.getByTestId('account-memberCentre').click();
  const badge = page.getByTestId('member-centre-nav-missionLeaderboard').getByTestId('mission-badge');
  await expect(badge).toHaveText('1');
  await page.getByTestId('member-centre-nav-missionLeaderboard').click();
  const centre = page.getByTestId('member-centre-page-missionLeaderboard');
  const card = centre.locator('[data-testid=mission-card][data-mission-code=E2E_SLOTS]');
  await expect(card.getByTestId('mission-progress')).toHaveText('৳ 200.00 / ৳ 1,000.00');
  const rows = card.getByTestId('milestone-row');
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'CLAIMABLE');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'LOCKED');
  await card.getByTestId('milestone-claim').click();
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'CLAIMED');
  await expect(badge).toHaveCount(0);

  // the leaderboard puts demo01 first, masked, with the member's own place below
  await card.getByTestId('mission-board-toggle').click();
  await expect(card.getByTestId('leaderboard-row').first()).toContainText('de***1');
  await expect(card.getByTestId('leaderboard-footer')).toContainText('1');

  await page.getByTestId('member-centre-close').click();
  await expect(page.getByTestId('balance')).toContainText('9,825.00');
  const progress = await admin.missions.progress.query({ code: 'E2E_SLOTS', username: 'demo01' });
  expect(progress.milestones.map((m) => m.status)).toEqual(['CLAIMED', 'LOCKED']);
  expect((await admin.wallet.audit.query()).balanced).toBe(true);
});

test('a broadcast from the panel is read on the site and the badge goes down', async ({ page, browser }) => {
  await logIn(page);
  // the seed's welcome broadcast is unread
  const badge = page.getByTestId('inbox-badge');
  await expect(badge).toHaveAttribute('data-count', '1');

  const panel = await openPanel(browser, 'messages');
  await panel.getByTestId('message-subject').fill('E2E maintenance notice');
  await panel.getByTestId('message-content').fill('The sports book rests on Sunday night.');
  await panel.getByTestId('message-send').click();
  await expect(panel.getByTestId('messages-table')).toContainText('E2E maintenance notice');

  // the balance answer's unreadMessage drives the header badge: it refreshes on the next read
  await page.reload();
  await expect(badge).toHaveAttribute('data-count', '2');
  await page.getByTestId('inbox-button').click();
  const inbox = page.getByTestId('member-centre-page-messageV2');
  await expect(page.getByTestId('member-centre-nav-messageV2').getByTestId('unread-badge')).toHaveText('2');
  const message = inbox.locator('[data-testid=inbox-message]', { hasText: 'E2E maintenance notice' });
  await expect(message).toHaveAttribute('data-read', 'false');
  await message.getByText('E2E maintenance notice').click();
  await expect(message.getByTestId('inbox-content')).toHaveText('The sports book rests on Sunday night.');
  await expect(message).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('member-centre-nav-messageV2').getByTestId('unread-badge')).toHaveText('1');
  await expect(badge).toHaveAttribute('data-count', '1');

  // the panel sees that one member read it
  const sent = (await admin.messages.list.query({ audience: 'BROADCAST' })).find(
    (m) => m.subject === 'E2E maintenance notice',
  );
  await expect(panel.getByTestId(`message-read-by-${sent!.messageId}`)).toHaveText('1');
});
