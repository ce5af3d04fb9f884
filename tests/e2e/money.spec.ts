// Money from the site, with the back office in the control panel beside it: a member deposits, an
// admin approves it on the Cashier page, the member moves money to a vendor wallet and back,
// withdraws, the admin pays, the member confirms receipt, and every step is in the account record.
// The same journey's HAR (the member's calls from the journal, the back office's steps among them)
// replays on a fresh twin with no shape difference.
import { type Browser, expect, type Page } from '@playwright/test';
import { harLog } from '@sim/shared/har';
import { replayHar } from '../../scripts/qa/replay.ts';
import { createAdminClient } from '../../server/src/admin/client.ts';
import { LOCALES, openAsMember } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { AdminSteps } from './support/admin-steps.ts';
import { startFreshTwin } from './support/fresh-twin.ts';
import { openPanel } from './support/panel.ts';
import { test } from './support/test.ts';

const EN = LOCALES.EN;
const REFERENCE = /[DWT]\d{6}-[0-9A-F]{10}/;

// each flow drives two tabs (the site and the panel) through a dozen server round trips
test.describe.configure({ timeout: 90_000 });

// a sub-wallet per vendor, and deposits that wait for the back office
const WALLETS = { singleWallet: false };
const BACK_OFFICE = { depositAutoApproveMinutes: null };
const MEMBER = 'demo01';
/** the redacted field the replay fills in: the seeded members' payment password */
const PAYMENT_PASSWORD = { paymentPassword: '123456' };
/** calls the journey's HAR must hold, the back office's steps among them */
const JOURNEY_CALLS = [
  '/admin/trpc/members.loginAs',
  '/wps/v2/transaction/deposit',
  '/admin/trpc/cashier.approveDeposit',
  '/wps/v2/transaction/withdraw',
  '/admin/trpc/cashier.payWithdrawal',
  '/wps/relay/MCSFE_processC2CTransaction',
] as const;
const RENAMED_IN = 'MCSFE_getWithdrawSettings';

test.beforeEach(async () => {
  await admin.data.reset.mutate();
  await admin.brand.set.mutate(WALLETS);
  await admin.cashier.setSettings.mutate(BACK_OFFICE);
});

const logIn = (page: Page) => openAsMember(page, { username: MEMBER, language: 'EN' });

/** The control panel's Cashier page in a second tab. */
const openCashier = (browser: Browser) => openPanel(browser, 'cashier');

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

async function referenceOf(page: Page, testId: string): Promise<string> {
  const text = (await page.getByTestId(`${testId}-reference`).textContent()) ?? '';
  expect(text).toMatch(REFERENCE);
  return text.trim();
}

/**
 * Withdraws on the open withdraw page, has the panel pay it, and comes back to the withdraw page
 * (by way of another page, so its confirmation list loads afresh). Answers the reference number.
 */
async function withdrawAndGetPaid(page: Page, panel: Page, amount: string, bank: string, accountNo: string) {
  await page.getByTestId('withdraw-amount').fill(amount);
  await pick(page, 'withdraw-bank', bank);
  await page.getByTestId('withdraw-account-no').fill(accountNo);
  await page.getByTestId('withdraw-payment-password').fill('123456');
  await page.getByTestId('withdraw-submit').click();
  const withdrawal = await referenceOf(page, 'withdraw-result');
  await panel.getByTestId(`cashier-pay-${withdrawal}`).click();
  await expect(panel.getByTestId(`cashier-status-${withdrawal}`)).toHaveText('PAID');
  await goTo(page, 'transactionHistory');
  await goTo(page, 'withdraw');
  return withdrawal;
}

async function goTo(page: Page, pageId: string) {
  await page.getByTestId(`member-centre-nav-${pageId}`).click();
  await expect(page.getByTestId(`member-centre-page-${pageId}`)).toBeVisible();
}

/**
 * From the logged-in member's site and the open Cashier panel: a deposit the panel approves, 500.00 to a
 * vendor wallet and back, a withdrawal the panel pays and the member confirms as received.
 */
async function depositToReceivedWithdrawal(page: Page, panel: Page) {
  // deposit 1,500.00 through bKash: pending until the back office approves it
  await page.getByTestId('account-deposit').click();
  await expect(page.getByTestId('member-centre-page-depositv2')).toBeVisible();
  await page.getByTestId('deposit-channel-BKASH').click();
  await page.getByTestId('deposit-amount').fill('1500');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-result-status')).toHaveAttribute('data-status', 'PENDING');
  const deposit = await referenceOf(page, 'deposit-result');

  await panel.getByTestId(`cashier-approve-${deposit}`).click();
  await expect(panel.getByTestId(`cashier-status-${deposit}`)).toHaveText('APPROVED');

  // my wallet: 11,500.00 in main; 500.00 to Pocket Games Soft and back
  await goTo(page, 'transferFund');
  await page.getByTestId('wallet-refresh').click();
  await expect(page.getByTestId('wallet-row-MAIN')).toContainText('11,500.00');
  await pick(page, 'transfer-from', /main/i);
  await pick(page, 'transfer-to', 'Pocket Games Soft');
  await page.getByTestId('transfer-amount').fill('500');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('wallet-row-PG')).toContainText('500.00');
  await expect(page.getByTestId('wallet-row-MAIN')).toContainText('11,000.00');
  await page.getByTestId('transfer-recall-all').click();
  await expect(page.getByTestId('wallet-row-MAIN')).toContainText('11,500.00');
  // an empty vendor wallet shows once the member asks for every wallet
  await expect(page.getByTestId('wallet-row-PG')).toHaveCount(0);
  await page.getByTestId('wallet-show-all').click();
  await expect(page.getByTestId('wallet-row-PG')).toContainText('0.00');

  // withdraw 1,000.00 to bKash with the payment password; the back office pays it
  await goTo(page, 'withdraw');
  const withdrawal = await withdrawAndGetPaid(page, panel, '1000', 'BKASH', '01712345678');

  // the member says it arrived
  const confirmation = page.getByTestId(`confirmation-row-${withdrawal}`);
  await expect(confirmation).toBeVisible();
  await expect(page.getByTestId(`confirmation-due-${withdrawal}`)).not.toBeEmpty();
  await page.getByTestId(`confirm-received-${withdrawal}`).click();
  await expect(confirmation).toHaveCount(0);
  await expect(panel.getByTestId(`cashier-status-${withdrawal}`)).toHaveText('RECEIVED');
  return { deposit, withdrawal };
}

test('deposit, approval in the panel, a vendor-wallet round trip, a withdrawal confirmed as received: all in the account record', async ({
  page,
  browser,
}) => {
  await logIn(page);
  const panel = await openCashier(browser);
  const { deposit, withdrawal } = await depositToReceivedWithdrawal(page, panel);

  // every step in the account record, newest first
  await goTo(page, 'transactionHistory');
  const rows = page
    .getByTestId('member-centre-page-transactionHistory')
    .locator('tr[data-testid^="record-row-"]');
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId(`record-row-${deposit}`)).toContainText('1,500.00');
  await expect(page.getByTestId(`record-row-${deposit}`)).toContainText(EN.orders.statuses.APPROVED);
  await expect(page.getByTestId(`record-row-${withdrawal}`)).toContainText(EN.orders.statuses.RECEIVED);
  await expect(rows.filter({ hasText: EN.orders.types.TRANSFER })).toHaveCount(2);

  const audit = await admin.wallet.audit.query();
  expect(audit.balanced).toBe(true);
  await panel.context().close();
});

test("the journey's HAR replays on a fresh twin with no shape difference; an answer of another shape fails, naming its call", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // started beside the journey: a copy of the run's template, as the worker's server began
  const starting = startFreshTwin();
  const steps = await AdminSteps.start();
  // the back office as beforeEach left it, and the member signed in by it (the site opens with the token)
  await steps.note('brand.set', WALLETS);
  await steps.note('cashier.setSettings', BACK_OFFICE);
  await steps.note('members.loginAs', { username: MEMBER });
  await logIn(page);
  const panel = await openCashier(browser);
  steps.watch(panel);
  await depositToReceivedWithdrawal(page, panel);
  const har = await steps.into(harLog.parse(await admin.journal.exportHar.query({ member: MEMBER })));

  const twin = await starting;
  try {
    const replay = async (capture = har) => {
      await createAdminClient({ url: twin.url, token: twin.adminToken }).data.reset.mutate();
      return replayHar(capture, { url: twin.url, adminToken: twin.adminToken, fills: PAYMENT_PASSWORD });
    };
    const replayed = await replay();
    const calls = replayed.map((call) => call.path);
    expect(calls).toEqual(expect.arrayContaining([...JOURNEY_CALLS]));
    expect(replayed.filter((call) => call.outcome !== 'same')).toEqual([]);

    // the withdrawal's settings answered with a field renamed: that call, and only that one, differs
    const changed = structuredClone(har);
    const index = changed.log.entries.findIndex((e) => e.request.url.includes(RENAMED_IN));
    const answer = changed.log.entries[index]!.response.content;
    answer.text = answer.text!.replace('"confirmMinutes":', '"confirmMinutesRenamed":');
    const differing = (await replay(changed)).filter((call) => call.outcome !== 'same');
    expect(differing.map((call) => [call.index, call.path])).toEqual([[index, `/wps/relay/${RENAMED_IN}`]]);
    expect(differing[0]!.comparison!.shape).toEqual(
      expect.arrayContaining([{ path: 'value.confirmMinutes', expected: 'missing', actual: 'number' }]),
    );
  } finally {
    await twin.stop();
  }
});

test('a withdrawal not received: the member uploads proof, the panel shows it and refunds', async ({
  page,
  browser,
}) => {
  await logIn(page);
  const panel = await openCashier(browser);
  await page.getByTestId('account-withdraw').click();
  const withdrawal = await withdrawAndGetPaid(page, panel, '2000', 'NAGAD', '01812345678');
  await page.getByTestId(`confirm-not-received-${withdrawal}`).click();
  await page.getByTestId('proof-input').setInputFiles({
    name: 'statement.png',
    mimeType: 'image/png',
    // a 1x1 PNG
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByTestId('proof-submit').click();
  await expect(panel.getByTestId(`cashier-status-${withdrawal}`)).toHaveText('NOT_RECEIVED');

  await panel.getByTestId(`cashier-proof-${withdrawal}`).click();
  await expect(panel.locator('img[src^="data:image/png"]')).toHaveCount(1);
  await panel.keyboard.press('Escape');
  await expect(panel.locator('img[src^="data:image/png"]')).toHaveCount(0);
  await panel.getByTestId(`cashier-refund-${withdrawal}`).click();
  // the confirm modal's own button: a role query raced the modal and could pick the row's refund button
  await panel.getByTestId('confirm-action').click();
  await expect(panel.getByTestId(`cashier-status-${withdrawal}`)).toHaveText('REFUNDED');

  await goTo(page, 'transferFund');
  await page.getByTestId('wallet-refresh').click();
  await expect(page.getByTestId('wallet-row-MAIN')).toContainText('10,000.00');
  await panel.context().close();
});

test('the side menu opens member centre pages and the centre closes', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('side-menu-toggle').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await menu.getByTestId('side-menu-accountRecord').click();
  await expect(page.getByTestId('member-centre-page-transactionHistory')).toBeVisible();
  await page.getByTestId('member-centre-close').click();
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
});
