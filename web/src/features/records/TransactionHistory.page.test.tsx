import type { SystemStatus } from '@sim/shared/wps/system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { orderFixture, ordersPageFixture, statusFixture } from '../../test/fixtures';
import { openMemberCentre, pickOption } from '../../test/member-centre';
import { envelope } from '../../test/wire-mock';
import { presetRange } from './date-presets';

const REPORT = '/wps/report/transaction';
const orders = [
  orderFixture({ referenceNo: 'D0001', amount: 1234.5 }),
  orderFixture({ referenceNo: 'W0002', type: 'WITHDRAW', status: 'PAID', amount: -300 }),
];

function openRecord(status?: SystemStatus) {
  const result = openMemberCentre(
    'transactionHistory',
    { [`GET ${REPORT}`]: envelope(ordersPageFixture(orders, { totalPages: 3 })) },
    {},
    status,
  );
  const queries = () => result.wire.callsTo(REPORT).map((call) => Object.fromEntries(call.url.searchParams));
  return { ...result, queries, lastQuery: () => queries().at(-1) };
}

describe('the account record', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('lists the orders with reference, time, type, money and status', async () => {
    openRecord();

    const row = await screen.findByTestId('record-row-D0001');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['D0001', '2026-11-22 10:30:00', 'Deposit', '৳ 1,234.50', 'Pending']);
    expect(within(screen.getByTestId('record-row-W0002')).getByTestId('order-amount').textContent).toBe(
      '৳ -300.00',
    );
  });

  it('asks for the previous 7 days, page 1, at first', async () => {
    const { lastQuery } = openRecord();
    await screen.findByTestId('record-row-D0001');

    const range = presetRange('previous7', Date.now());
    expect(lastQuery()).toEqual({
      startDate: String(range.startDate),
      endDate: String(range.endDate),
      pageNo: '1',
      pageSize: '20',
    });
  });

  it("follows the simulator's clock when the status carries it", async () => {
    const moved = Date.now() + 40 * 86_400_000;
    const { lastQuery } = openRecord({ ...statusFixture(), serverTime: moved });
    await screen.findByTestId('record-row-D0001');

    const range = presetRange('previous7', moved);
    // a few ms pass between the status and the preset: same day either way
    expect(Number(lastQuery()?.endDate)).toBe(range.endDate);
  });

  it('asks for the next page', async () => {
    const { lastQuery } = openRecord();
    const pager = await screen.findByTestId('pager');

    fireEvent.click(within(pager).getByText('2'));

    await waitFor(() => expect(lastQuery()?.pageNo).toBe('2'));
  });

  it('filters by type and status, back on page 1', async () => {
    const { lastQuery } = openRecord();
    fireEvent.click(within(await screen.findByTestId('pager')).getByText('3'));
    await waitFor(() => expect(lastQuery()?.pageNo).toBe('3'));

    pickOption('record-type-filter', 'Withdrawal');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'WITHDRAW', pageNo: '1' }));
    pickOption('record-status-filter', 'Paid');

    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'WITHDRAW', status: 'PAID', pageNo: '1' }));
  });

  it('asks for the range of the picked preset', async () => {
    const { lastQuery } = openRecord();
    await screen.findByTestId('record-row-D0001');

    fireEvent.click(screen.getByTestId('date-preset-previous30'));

    const range = presetRange('previous30', Date.now());
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        startDate: String(range.startDate),
        endDate: String(range.endDate),
      }),
    );
  });
});
