// The agent's transaction details read as words (issue 44, item 3): no SEED, MAIN, GAME_BET or a
// vendor's code pair in the rows, in the page's language.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { envelope } from '../../../test/wire-mock';
import { pageOf } from '../test/fixtures';
import { agentPage, openAgentCentre } from '../test/open-agent-centre';

const row = (entryId: number, kind: string, memo: string | null, amount: number) => ({
  entryId,
  memberId: 1001,
  username: 'down01',
  wallet: 'MAIN',
  kind,
  memo,
  amount,
  balanceAfter: 100,
  time: 1_790_000_000_000 + entryId,
});
const transactions = {
  startDate: 1_790_000_000_000,
  endDate: 1_790_600_000_000,
  ...pageOf([
    row(1, 'SEED', 'opening balance', 100),
    row(2, 'GAME_BET', 'Fortune Gems · Jili', -5),
    row(3, 'GAME_WIN', 'Fortune Gems · Jili', 7.5),
    row(4, 'DEPOSIT', 'BKASH', 50),
  ]),
  summary: { moneyIn: 157.5, moneyOut: 5, net: 152.5 },
};

describe('transaction details', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('names each movement, wallet and channel in words', async () => {
    openAgentCentre('agentDownlineTransactionDetailsCopy', {
      'GET /wps/report/downlineTransaction': envelope(transactions),
    });
    await agentPage('agentDownlineTransactionDetailsCopy');
    const table = await screen.findByTestId('downline-transactions-table');
    const text = table.textContent ?? '';
    for (const label of ['Opening balance', 'Main wallet', 'Bet', 'Win', 'Deposit', 'bKash'])
      expect(text).toContain(label);
    for (const code of ['SEED', 'MAIN', 'GAME_BET', 'GAME_WIN', 'BKASH', 'opening balance'])
      expect(text).not.toContain(code);
  });

  it('speaks Bengali on the Bengali site', async () => {
    await changeLanguage('BN', false);
    openAgentCentre('agentDownlineTransactionDetailsCopy', {
      'GET /wps/report/downlineTransaction': envelope(transactions),
    });
    await agentPage('agentDownlineTransactionDetailsCopy');
    const text = (await screen.findByTestId('downline-transactions-table')).textContent ?? '';
    expect(text).toContain('প্রারম্ভিক ব্যালেন্স');
    expect(text).toContain('প্রধান ওয়ালেট');
  });
});
