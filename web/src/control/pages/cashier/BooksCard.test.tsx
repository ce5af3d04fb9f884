import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { BooksCard } from './BooksCard';

const unbalanced = auditFixture({
  balanced: false,
  ledgerSum: 12.5,
  mismatchedAccounts: [{ code: 'M:sim001:qa_member:MAIN', balance: 100, entries: 87.5 }],
  negativeWallets: [{ code: 'M:sim001:qa_broke:MAIN', balance: -3 }],
});

describe('BooksCard', () => {
  it('shows an unbalanced report with its problems', async () => {
    mockAdminApi({ 'wallet.audit': () => unbalanced });
    renderInPanel(<BooksCard />);

    const badge = await screen.findByTestId('cashier-audit-balanced');
    expect(badge.getAttribute('data-balanced')).toBe('false');
    expect(badge.textContent).toContain('Unbalanced');
    expect(screen.getByText('12.50')).toBeTruthy();
    expect(screen.getByText('M:sim001:qa_member:MAIN')).toBeTruthy();
    expect(screen.getByText('87.50')).toBeTruthy();
    expect(screen.getByText('-3.00')).toBeTruthy();
    expect(screen.getAllByTestId('cashier-audit-problems')).toHaveLength(2);
  });

  it('a balanced report lists no problems', async () => {
    mockAdminApi({ 'wallet.audit': () => auditFixture() });
    renderInPanel(<BooksCard />);

    expect((await screen.findByTestId('cashier-audit-balanced')).getAttribute('data-balanced')).toBe('true');
    expect(screen.queryByTestId('cashier-audit-problems')).toBeNull();
  });

  it('re-runs the audit on demand', async () => {
    let balanced = true;
    const api = mockAdminApi({ 'wallet.audit': () => (balanced ? auditFixture() : unbalanced) });
    renderInPanel(<BooksCard />);
    await screen.findByTestId('cashier-audit-balanced');

    balanced = false;
    fireEvent.click(screen.getByTestId('cashier-audit'));

    await waitFor(() =>
      expect(screen.getByTestId('cashier-audit-balanced').getAttribute('data-balanced')).toBe('false'),
    );
    expect(api.inputsOf('wallet.audit')).toHaveLength(2);
  });

  it('grants a bonus with its name and an idempotency key', async () => {
    const api = mockAdminApi({
      'wallet.audit': () => auditFixture(),
      'wallet.grantBonus': () => ({
        username: 'qa_member',
        referenceNo: 'B1',
        balance: 1050,
        replayed: false,
      }),
    });
    renderInPanel(<BooksCard />);

    fireEvent.click(await screen.findByText('Bonus'));
    fireEvent.change(screen.getByTestId('cashier-book-username'), { target: { value: 'qa_member' } });
    fireEvent.change(screen.getByTestId('cashier-book-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('cashier-book-note'), { target: { value: 'Welcome' } });
    fireEvent.click(screen.getByTestId('cashier-book'));

    await waitFor(() => expect(api.inputsOf('wallet.grantBonus')).toHaveLength(1));
    expect(api.inputsOf('wallet.grantBonus')[0]).toEqual({
      merchant: 'sim001',
      username: 'qa_member',
      amount: 50,
      name: 'Welcome',
      idempotencyKey: expect.stringMatching(/^panel-/),
    });
  });

  it('refuses an adjustment of zero without calling the server', async () => {
    const api = mockAdminApi({ 'wallet.audit': () => auditFixture() });
    renderInPanel(<BooksCard />);

    fireEvent.change(await screen.findByTestId('cashier-book-username'), { target: { value: 'qa_member' } });
    fireEvent.change(screen.getByTestId('cashier-book-amount'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('cashier-book-note'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByTestId('cashier-book'));

    expect(await screen.findByText(/non-zero amount/)).toBeTruthy();
    expect(api.inputsOf('wallet.adjust')).toHaveLength(0);
  });
});
