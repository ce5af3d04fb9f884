// VIP and referral from the site: demo01 plays past the next rank's turnover (rules lowered by the
// back office), the /vip page and the member centre's playerRank show the progress, the due-work
// timer promotes and pays the rank-up bonus once. A friend registers with demo01's invitation link
// (the code filled in from the URL), makes a first deposit the back office approves, and demo01's
// referral page shows the reward, paid into the balance.
import { expect as baseExpect, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { fillIn, modalReady, openAsMember, speak, uniqueUsername } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { test } from './support/test.ts';

/** the due-work timer runs every second; a busy machine may take a few */
const expect = baseExpect.configure({ timeout: 15_000 });
/** Jili's Dragon Warriors: a slot (game type RNG), the same node id on every machine. */
const DRAGON_WARRIORS = 170001;

// registering, a deposit and the timer's rounds on two busy cores: well over the default
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

const logIn = (page: Page, path = '/index') => openAsMember(page, { path, language: 'EN' });

/** A slot round of `stake` that loses (the back office forces it): a valid bet of `stake`. */
async function playLosingSlotRound(page: Page, stake: string, balanceBefore: string) {
  await page.goto('/rng');
  await page.getByTestId(`game-play-${DRAGON_WARRIORS}`).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('[data-testid=game-frame]');
  await expect(game.getByTestId('provider-balance')).toContainText(balanceBefore);
  await game.getByTestId('provider-stake').fill(stake);
  await admin.provider.forceOutcome.mutate({ username: 'demo01', multiplier: 0 });
  await game.getByTestId('provider-play').click();
  await expect(game.getByTestId('provider-balance')).not.toContainText(balanceBefore);
}

async function openCentrePage(page: Page, centrePage: string) {
  await page.getByTestId('account-memberCentre').click();
  await page.getByTestId(`member-centre-nav-${centrePage}`).click();
  return page.getByTestId(`member-centre-page-${centrePage}`);
}

test('VIP: progress after play on /vip and playerRank, then the rank-up with its bonus paid once', async ({
  page,
}) => {
  // demo01 is VIP2: VIP3 within reach of one round
  await admin.vip.setRules.mutate({
    rules: [{ level: 3, monthlyTurnover: 500, totalTurnover: 500, bonus: 100 }],
  });
  await logIn(page, '/vip');
  const vip = page.getByTestId('vip-page');
  await expect(vip.getByTestId('vip-current-rank')).toHaveText('VIP2');
  await expect(vip.getByTestId('vip-monthly-text')).toHaveText('৳ 0.00 / ৳ 500.00');
  await expect(vip.getByTestId('vip-rank-row-3')).toContainText('৳ 100.00');

  await playLosingSlotRound(page, '300', '10,000.00');
  await page.goto('/vip');
  await expect(vip.getByTestId('vip-monthly-text')).toHaveText('৳ 300.00 / ৳ 500.00');
  await expect(vip.getByTestId('vip-total-text')).toHaveText('৳ 300.00 / ৳ 500.00');
  await expect(page.getByTestId('vip-label')).toHaveText('VIP2');

  await playLosingSlotRound(page, '200', '9,700.00');
  // the timer promotes within a second or two: the bonus is in the balance (10,000 - 500 + 100)
  await expect
    .poll(async () => (await admin.vip.member.query({ username: 'demo01' })).playerRankName)
    .toBe('VIP3');
  await page.goto('/vip');
  await expect(page.getByTestId('vip-label')).toHaveText('VIP3');
  await expect(vip.getByTestId('vip-current-rank')).toHaveText('VIP3');
  await expect(page.getByTestId('balance')).toContainText('9,600.00');

  const centre = await openCentrePage(page, 'playerRank');
  await expect(centre.getByTestId('vip-current-rank')).toHaveText('VIP3');
  await expect(centre.getByTestId('vip-table-current')).toHaveText('VIP3');
  const changes = await admin.vip.changes.query({ username: 'demo01' });
  expect(changes.map((c) => [c.reason, c.fromLevel, c.toLevel])).toEqual([['PROMOTION', 2, 3]]);
  expect((await admin.wallet.audit.query()).balanced).toBe(true);
});

test('referral: a friend registers with the invitation link, deposits, and the referrer is rewarded', async ({
  page,
  browser,
}) => {
  await admin.referral.setRule.mutate({ firstDeposit: 100, reward: 50 });
  await logIn(page);
  const referral = await openCentrePage(page, 'referral');
  await expect(referral.getByTestId('referral-qr')).toBeVisible();
  await expect(referral.getByTestId('referral-rule')).toContainText('৳ 50.00');
  const link = await referral.getByTestId('referral-link').inputValue();
  const code = (await referral.getByTestId('referral-code').textContent()) ?? '';
  expect(link).toContain(`/register?referralCode=${code}`);

  // the friend, in a browser of their own
  const friend = await (await browser.newContext()).newPage();
  await speak(friend, 'EN');
  await friend.goto(link);
  const modal = await modalReady(friend, 'register-modal');
  await expect(modal.locator('input[name="affiliateCode"]')).toHaveValue(code);
  const username = uniqueUsername('fr');
  await fillIn(modal, { username, password: 'Secret123', confirmPassword: 'Secret123' });
  await modal.getByTestId('register-agreement').check();
  await modal.getByTestId('register-age').check();
  await modal.getByTestId('register-submit').click();
  // registering hashes a password on a busy machine: as slow as a first login
  await expect(friend.getByTestId('account-name')).toHaveText(username, { timeout: 30_000 });

  await page.getByTestId('member-centre-close').click();
  const again = await openCentrePage(page, 'referral');
  await expect(again.locator('tr[data-testid^="referral-row"]')).toHaveCount(1);
  await expect(again.locator('tr[data-testid^="referral-row"]')).toContainText('Pending');

  // the friend's first deposit, approved by the back office
  const { token } = await admin.members.loginAs.mutate({ username });
  const answer = await fetch(`http://127.0.0.1:${E2E_PORT}/wps/v2/transaction/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'sim001', Authorization: token },
    body: JSON.stringify({ channelCode: 'BKASH', amount: 150, requestId: `e2e-referral-${Date.now()}` }),
  });
  const { value } = (await answer.json()) as { value: { referenceNo: string } };
  await admin.cashier.approveDeposit.mutate({ referenceNo: value.referenceNo });
  await expect
    .poll(async () => (await admin.referral.list.query({ username: 'demo01' }))[0]?.status)
    .toBe('REWARDED');

  await page.getByTestId('member-centre-close').click();
  await page.reload();
  const rewarded = await openCentrePage(page, 'referral');
  await expect(rewarded.locator('tr[data-testid^="referral-row"]')).toContainText('Rewarded');
  await expect(rewarded.getByTestId('referral-total-reward')).toContainText('৳ 50.00');
  await page.getByTestId('member-centre-close').click();
  await expect(page.getByTestId('balance')).toContainText('10,050.00');
  expect((await admin.wallet.audit.query()).balanced).toBe(true);
});
