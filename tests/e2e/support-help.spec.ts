// Winners, customer service, help and feedback from the site, with the back office beside it: the chat
// room's simulated agent answers and an operator answers from the panel; customer service opens its
// decrypted path in a popup and closes it again when getService fails; feedback sent from /help shows
// in the panel's inbox; a big win appears in the home page's winners list; /help reads in Bengali.
import { expect as baseExpect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { modalReady, openAsMember, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { openPanel } from './support/panel.ts';
import { test } from './support/test.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
/** Jili's Dragon Warriors: a slot (game type RNG), the same node id on every machine. */
const DRAGON_WARRIORS = 170001;
const API = `http://127.0.0.1:${E2E_PORT}`;

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

const logIn = (page: Page, path: string) => openAsMember(page, { path, language: 'EN' });

test('the chat room: the simulated agent answers, then an operator answers from the panel', async ({
  page,
  browser,
}) => {
  await logIn(page, '/help');
  await page.getByTestId('open-chat').click();
  const modal = await modalReady(page, 'chat-room-modal');
  await expect(modal.getByTestId('chat-header')).toHaveCSS('background-color', 'rgb(97, 66, 191)');
  await modal.getByTestId('chat-input').fill('How do I make a deposit?');
  await modal.getByTestId('chat-send').click();
  await expect(modal.locator('[data-sender=MEMBER]')).toHaveText(/How do I make a deposit\?/);
  // the agent answers after its reply delay (2 s of simulated time)
  await expect(modal.locator('[data-sender=AGENT]')).toContainText('Deposit');

  const panel = await openPanel(browser, 'support');
  await panel.getByTestId('chat-row').filter({ hasText: 'demo01' }).getByRole('button').click();
  await expect(panel.getByTestId('transcript-line')).toHaveCount(2);
  await panel.getByTestId('agent-reply').fill('An operator here: your deposit is on its way.');
  await panel.getByTestId('agent-reply-send').click();
  await expect(modal.locator('[data-sender=AGENT]').last()).toContainText('An operator here');
});

test('customer service opens its decrypted path in a popup, and closes it when getService fails', async ({
  page,
}) => {
  await logIn(page, '/help');
  const opened = page.waitForEvent('popup');
  await page.getByTestId('customer-service').click();
  const popup = await opened;
  await expect(popup).toHaveURL(/\/livechat$/);
  await expect(popup.getByTestId('chat-room')).toBeVisible();
  await popup.close();

  await admin.faults.add.mutate({ match: 'WPSCORE_*', errorRate: 1, status: 500 });
  const failing = page.waitForEvent('popup');
  await page.getByTestId('customer-service').click();
  const closing = await failing;
  // it may close before a listener could be added: poll rather than wait for the event
  await expect.poll(() => closing.isClosed()).toBe(true);
  await expect(page.getByText('Customer service could not be opened')).toBeVisible();
  await admin.faults.clear.mutate();
});

test('feedback sent from /help is in the panel’s inbox', async ({ page, browser }) => {
  await logIn(page, '/help');
  const form = page.getByTestId('feedback-form');
  await form.getByTestId('feedback-content').fill('too short');
  await form.getByTestId('feedback-submit').click();
  await expect(form.getByTestId('feedback-content')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('must be between 5 and 300 words');
  await form.getByTestId('feedback-content').fill('The cricket page loads slowly on my phone in the evening');
  await form.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toBeVisible();

  const panel = await openPanel(browser, 'help');
  const row = panel.getByTestId('feedback-row').filter({ hasText: 'cricket page loads slowly' });
  await expect(row).toContainText('demo01');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(row).toContainText('RESOLVED');
});

test('a big win shows in the home page’s winners list, masked', async ({ page }) => {
  const { token } = await admin.members.loginAs.mutate({ username: 'demo01' });
  const launch = await fetch(
    `${API}/wps/game/launchGame?nodeId=${DRAGON_WARRIORS}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3`,
    { headers: { Merchant: 'sim001', Authorization: token } },
  );
  const gameUrl = new URL(
    ((await launch.json()) as { value: { content: { game_url: string } } }).value.content.game_url,
  );
  await admin.provider.forceOutcome.mutate({ username: 'demo01', multiplier: 25 });
  const round = await fetch(`${API}/provider/api/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: gameUrl.searchParams.get('token'),
      roundId: `e2e-big-${Date.now()}`,
      stake: 100,
    }),
  });
  expect(((await round.json()) as { success: boolean }).success).toBe(true);

  await speak(page, 'EN');
  await page.goto('/index');
  const row = page.getByTestId('winners-list').getByTestId('winner-row').first();
  await expect(row).toContainText('de***01');
  await expect(row).toContainText('2,500.00');
  await expect(page.getByTestId('jackpot-amount')).toContainText('500,001.00');
});

test('/help reads in Bengali', async ({ page }) => {
  await speak(page, 'BN');
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সহায়তা কেন্দ্র');
  await expect(page.getByTestId('help-section-aboutus')).toContainText('আমাদের সম্পর্কে');
  await expect(page.getByTestId('help-section-aboutus')).toContainText('SimBet');
  await page.getByTestId('help-section-faqs').getByRole('button').first().click();
  await expect(page.getByTestId('help-section-faqs')).toContainText('আমি পাসওয়ার্ড ভুলে গেছি');
  await page.goto('/helpmc');
  await expect(page.getByTestId('help-section-deposit')).toContainText('কীভাবে জমা করবেন');
});
