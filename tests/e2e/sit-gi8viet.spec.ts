// The staging data of a real QA suite in a real browser: after `scenario apply sit-gi8viet`, a page whose
// only script is /js/encrypt.js logs qa01 in at merchant gi8viet and launches the VN lottery lobby by
// lotto code; the lobby page bets play 2057 "0_4_1" on the open draw; the draw opens on the simulated
// clock and the win shows on the page and in the betting record.
import { expect, test } from '@playwright/test';
import { speak } from './support/account-steps.ts';
import { admin } from './support/admin.ts';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async () => {
  await admin.scenario.runFile.mutate({ file: 'sit-gi8viet.yaml' });
});

test.afterEach(async () => {
  await admin.clock.reset.mutate();
});

/** Freezes the clock 3 minutes before the open draw of TESTTHAI3 closes, so the test can bet on it. */
async function nearTheClose(baseURL: string): Promise<void> {
  const response = await fetch(`${baseURL}/lotto-vn/lgw/numeros/near?gameId=5910`, {
    headers: { Merchant: 'gi8viet' },
  });
  const { currentNumero } = (await response.json()) as { currentNumero: { closeTime: number } };
  await admin.clock.set.mutate({ at: currentNumero.closeTime - 3 * 60_000 });
  await admin.clock.freeze.mutate();
}

test('qa01 logs in through encrypt.js alone, launches TESTTHAI3 by code, bets and sees the win', async ({
  page,
  baseURL,
}) => {
  await nearTheClose(baseURL!);
  await page.route('**/bare-client.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><head><script src="/js/encrypt.js"></script></head><body></body></html>',
    }),
  );
  await page.goto('/bare-client.html');
  const gameUrl = await page.evaluate(async () => {
    const w = window as unknown as { reRsaV2(payload: unknown): Promise<{ RSA: string; DES: string }> };
    const sealed = await w.reRsaV2({ username: 'qa01', password: 'Qa123456', captcha: '' });
    const login = await fetch('/wps/session/login', {
      method: 'POST',
      headers: {
        Merchant: 'gi8viet',
        'Content-Type': 'application/json;charset=UTF-8',
        Encryption: sealed.RSA,
        'X-Digest': sealed.DES,
      },
      body: JSON.stringify({ value: sealed.DES }),
    }).then((r) => r.json());
    const query = 'device=WEB&lottoArea=VN&lottoPrizeMode=Lott&launchMode=LOTT&language=EN&lottoView=betting';
    const launch = await fetch(`/wps/game/launchGame?${query}&lottoGameCode=TESTTHAI3`, {
      headers: { Merchant: 'gi8viet', Authorization: login.value.token, Language: 'EN' },
    }).then((r) => r.json());
    return launch.value.content.game_url as string;
  });
  expect(new URL(gameUrl).pathname).toBe('/vnlottery');

  await speak(page, 'EN');
  await page.goto(gameUrl);
  await expect(page.getByTestId('account-name')).toHaveText('qa01');
  const panel = page.getByTestId('lottery-betting');
  const numero = (await panel.getByTestId('lottery-current-draw').getAttribute('data-numero')) ?? '';
  expect(numero).toMatch(/^\d{8}-\d{3}$/);
  await panel.getByTestId('lottery-play-2057').click();
  for (const [position, digit] of [0, 4, 1].entries())
    await panel.getByTestId(`lottery-pick-${position}-${digit}`).click();
  await panel.getByTestId('lottery-price').fill('1000');
  await expect(panel.getByTestId('lottery-units')).toHaveText('1');
  await panel.getByTestId('lottery-bet-submit').click();
  await page.getByTestId('lottery-bet-confirm').click();
  await expect.poll(async () => (await admin.lottery.bets.query({ merchant: 'gi8viet' })).length).toBe(1);
  const [bet] = await admin.lottery.bets.query({ merchant: 'gi8viet' });
  expect(bet).toMatchObject({ gameCode: 'TESTTHAI3', numero, playId: 2057, bettingContent: '0_4_1' });

  // QA: the special prize ends in 041, and the clock passes the draw (it opens 15 minutes after closing)
  await admin.lottery.forceNumber.mutate({
    gameCode: 'TESTTHAI3',
    numero,
    winningNumber: '57041',
  });
  await admin.clock.advance.mutate({ minutes: 20 });
  const row = page.getByTestId(`lottery-bet-${bet!.betNo}`);
  await expect(row.getByTestId('lottery-bet-status')).toHaveText('Won', { timeout: 20_000 });
  await expect(row.getByTestId('lottery-bet-win')).toHaveText('₫ 900,000.00');

  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-betting-record').click();
  const record = page.getByTestId('bet-record-table').getByTestId(`bet-record-${bet!.betNo}`);
  await expect(record.getByTestId('bet-record-win')).toHaveText('₫ 900,000.00');
  await expect(record).toContainText('Settled');
});
