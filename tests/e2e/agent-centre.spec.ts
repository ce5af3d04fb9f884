// The agent centre from the site: agent01 offers its downline agent agent02 a daily-salary contract,
// agent02 accepts it, agent02's member plays, the clock moves a day and the salary is in agent02's
// My Income and account record. Then a new, lower-rate contract accepted by agent02 ends agent02's own
// contract with its downline agent on screen (platform-spec.md sections 2, 4 and 9).
import { type APIRequestContext, type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { openAsMember } from './support/account-steps.ts';
import { admin } from './support/admin.ts';
import { test } from './support/test.ts';

/** A Jili slot of the generated catalogue: the same node id on every machine. */
const DRAGON_WARRIORS = 170001;
const MERCHANT = { Merchant: 'sim001' };

// two agents in two tabs, a dozen server round trips each, and a day of settlement
test.describe.configure({ timeout: 360_000 });
// after each change a tab reads every agent figure again while the other tab, a second browser test and
// their servers share two cores: CI run 14 saw a contract's new status show 10 s after the click
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async () => {
  await admin.data.reset.mutate();
});

/** A tab of its own, logged in as `username`. */
async function agentTab(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openAsMember(page, { username, language: 'EN' });
  return page;
}

/**
 * After the clock jumped a day (the session has ended on the simulated clock): the agent opens the site
 * again with a session the back office opened, as the tab began. Logging in through the header's form
 * (its own specs) cost each return a reload, the form and its RSA and DES work.
 */
const comeBack = (page: Page, username: string) => openAsMember(page, { username });

/** Opens the agent centre (if closed) on one of its pages, by its menu. */
async function agentPage(page: Page, key: string) {
  if (!(await page.getByTestId('agent-centre').isVisible())) {
    await page.getByTestId('account-agentCentre').click();
    await expect(page.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
  }
  await page.getByTestId(`agent-nav-${key}`).click();
  await expect(page.getByTestId(`agent-page-${key}`)).toBeVisible();
}

async function offerDailySalary(page: Page, downline: string, rate: string) {
  await agentPage(page, 'agentDailyWages2');
  await page.getByTestId('offer-downline').fill(downline);
  await page.getByTestId('offer-tier-0-members').fill('1');
  await page.getByTestId('offer-tier-0-amount').fill('0');
  await page.getByTestId('offer-tier-0-rate').fill(rate);
  await page.getByTestId('offer-submit').click();
  await expect(page.getByTestId('offer-sent')).toBeVisible();
}

/** The one contract card in a list (`contracts-upline`: from the upline; `contracts-downline`). */
function contractIn(page: Page, list: 'contracts-upline' | 'contracts-downline', status: string) {
  return page.getByTestId(list).locator(`[data-status="${status}"]`).first();
}

/** The REST token of a member, as a script logs in. */
async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/wps/session/login/unsecure', {
    headers: MERCHANT,
    data: { username, password },
  });
  return ((await login.json()) as { value: { token: string } }).value.token;
}

/** Rounds of `stake` on a slot, as the game provider's page plays them: real rounds through the ledger. */
async function playRounds(request: APIRequestContext, username: string, stakes: number[]) {
  const token = await tokenOf(request, username, 'Down1234');
  const launch = await request.get(
    `/wps/game/launchGame?nodeId=${DRAGON_WARRIORS}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3`,
    { headers: { ...MERCHANT, Authorization: token } },
  );
  const gameUrl = new URL(((await launch.json()) as { value: { gameUrl: string } }).value.gameUrl);
  const providerToken = gameUrl.searchParams.get('token') ?? '';
  for (const [index, stake] of stakes.entries()) {
    const round = await request.post('/provider/api/round', {
      data: { token: providerToken, roundId: `agent-e2e-${username}-${index}`, stake },
    });
    expect(await round.json()).toMatchObject({ success: true });
  }
}

test('a daily-salary contract offered, accepted, earned by the team and paid after a day; a lower-rate acceptance ends the downline contract', async ({
  browser,
  request,
}) => {
  // agent02's member down03 becomes an agent, so agent02 has a downline agent of its own
  const agent02Token = await tokenOf(request, 'agent02', 'Agent1234');
  const promoted = await request.put('/wps/agent/promoteDownlineToAgent', {
    headers: { ...MERCHANT, Authorization: agent02Token },
    data: { username: 'down03' },
  });
  expect(((await promoted.json()) as { success: boolean }).success).toBe(true);

  // agent01 offers 2 %, agent02 accepts it in its own tab
  const upline = await agentTab(browser, 'agent01');
  await offerDailySalary(upline, 'agent02', '2');
  await expect(contractIn(upline, 'contracts-downline', 'PENDING')).toContainText('agent02');

  const agent = await agentTab(browser, 'agent02');
  await agentPage(agent, 'agentDailyWages2');
  const offered = contractIn(agent, 'contracts-upline', 'PENDING');
  await expect(offered).toContainText('agent01');
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(contractIn(agent, 'contracts-upline', 'ACTIVE')).toContainText('Top rate 2%');

  // agent02 pays its new downline agent 1.5 % (under its own 2 %), set up over the admin surface
  await admin.agents.offerContract.mutate({
    upline: 'agent02',
    downline: 'down03',
    kind: 'DAILY_SALARY',
    tiers: [{ activeMembers: 1, amount: 0, rate: 1.5 }],
    accept: true,
  });

  // the team plays 150.00 of valid bets (down03 holds 200.00), then a day passes and the day is settled
  await playRounds(request, 'down03', [50, 50, 50]);
  await admin.clock.advance.mutate({ days: 1 });
  await admin.agents.settleNow.mutate({});

  // agent02 finds 2 % of 150.00
  await comeBack(agent, 'agent02');
  await agentPage(agent, 'agentRevenueReport');
  const income = agent.getByTestId('income-table');
  await expect(income).toContainText('Daily salary');
  await expect(income.getByTestId('income-amount').first()).toHaveText('৳ 3.00');
  await expect(agent.getByTestId('agent-total-salary')).toHaveText('৳ 3.00');
  await agentPage(agent, 'agentDailyWages2');
  await expect(agent.getByTestId('settlements-table')).toContainText('৳ 3.00');

  // ...and in the account record of the member centre
  await agent.getByTestId('agent-centre-close').click();
  await agent.getByTestId('account-memberCentre').click();
  await agent.getByTestId('member-centre-nav-transactionHistory').click();
  const record = agent.getByTestId('member-centre-page-transactionHistory');
  await expect(record).toContainText('Salary');
  await expect(record).toContainText('৳ 3.00');
  await agent.getByTestId('member-centre-close').click();

  // agent01 ends the 2 % contract with agent02's agreement, then offers 1 %
  await comeBack(upline, 'agent01');
  await agentPage(upline, 'agentDailyWages2');
  await contractIn(upline, 'contracts-downline', 'ACTIVE').getByRole('button', { name: 'Terminate' }).click();
  await expect(contractIn(upline, 'contracts-downline', 'TERMINATION_REQUESTED')).toBeVisible();

  await agentPage(agent, 'agentDailyWages2');
  await contractIn(agent, 'contracts-upline', 'TERMINATION_REQUESTED')
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(contractIn(agent, 'contracts-upline', 'TERMINATED')).toBeVisible();

  await offerDailySalary(upline, 'agent02', '1');

  // agent02 accepts 1 %: below the 1.5 % it pays down03, so that contract ends on screen
  await agent.getByTestId('agent-nav-agentTeamOverview').click();
  await agentPage(agent, 'agentDailyWages2');
  await contractIn(agent, 'contracts-upline', 'PENDING').getByRole('button', { name: 'Accept' }).click();
  await expect(agent.getByTestId('contract-auto-terminated')).toContainText('down03');
  const ended = contractIn(agent, 'contracts-downline', 'TERMINATED');
  await expect(ended).toContainText('down03');
  await expect(ended).toContainText("the upline's rate fell below this one");
  await expect(contractIn(agent, 'contracts-upline', 'ACTIVE')).toContainText('Top rate 1%');
});
