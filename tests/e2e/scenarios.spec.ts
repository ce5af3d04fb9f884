// Each shipped scenario, applied through the admin surface, and what a visitor then sees.
import { expect, type Page, test } from '@playwright/test';
import { fillIn, speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/index');
  await fillIn(page.getByRole('banner'), { username, password });
  await page.getByTestId('login-submit').first().click();
}

test.beforeEach(async ({ page }) => {
  await speak(page, 'EN');
});

test.afterAll(async () => {
  await admin.data.reset.mutate();
});

test('maintenance: the maintenance screen with its end time', async ({ page }) => {
  await admin.scenario.runFile.mutate({ file: 'maintenance.yaml' });
  await page.goto('/index');
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  await expect(page.getByTestId('maintenance-screen')).toContainText('2030-01-01');
});

test('region-restriction: the region screen with the visitor address and country', async ({ page }) => {
  await admin.scenario.runFile.mutate({ file: 'region-restriction.yaml' });
  await page.goto('/index');
  const screen = page.getByTestId('region-screen');
  await expect(screen).toContainText('203.0.113.9');
  await expect(screen).toContainText('US');
});

test('trial-account: free play offered, and the ready trial account refused a deposit', async ({ page }) => {
  const result = await admin.scenario.runFile.mutate({ file: 'trial-account.yaml' });
  expect(result.personas).toEqual([{ username: 'trial_qa', password: 'Trial1234', type: 4 }]);
  await page.goto('/index');
  await expect(page.getByTestId('free-play')).toBeVisible();
  await logIn(page, 'trial_qa', 'Trial1234');
  await expect(page.getByTestId('account-name')).toHaveText('trial_qa');
  await page.getByTestId('account-deposit').click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
});

test('forced-password-change: the default password leads to the change-password modal', async ({ page }) => {
  await admin.scenario.runFile.mutate({ file: 'forced-password-change.yaml' });
  await logIn(page, 'reset_qa', '{secret}');
  await expect(page.getByTestId('change-password-modal')).toBeVisible();
});

test('agent-team: the lead agent logs in and sees the agent centre entry', async ({ page }) => {
  await admin.scenario.runFile.mutate({ file: 'agent-team.yaml' });
  await logIn(page, 'lead_qa', 'Team1234');
  await expect(page.getByTestId('account-name')).toHaveText('lead_qa');
  await expect(page.getByTestId('account-agentCentre')).toBeVisible();
  expect((await admin.members.get.query({ username: 'm3_qa' })).upline).toBe('sub_qa');
});

test('slow-network: the site still boots while the catalogue relays crawl', async ({ page }) => {
  await admin.scenario.runFile.mutate({ file: 'slow-network.yaml' });
  expect((await admin.faults.list.query()).map((f) => f.match)).toEqual(['GCSGAME_*', '/wps/member/*']);
  await page.goto('/index');
  await expect(page.getByTestId('site-shell')).toBeVisible();
});
