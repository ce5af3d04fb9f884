import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CARDS_QUERY, type RecordColumn, RecordTable } from './RecordTable';

interface Bet {
  id: string;
  game: string;
  amount: string;
  status: string;
}

const COLUMNS: RecordColumn<Bet>[] = [
  { key: 'game', header: 'Game', cell: (bet) => bet.game },
  { key: 'amount', header: 'Amount', cell: (bet) => bet.amount, align: 'right', testId: 'bet-amount' },
  { key: 'status', header: 'Status', cell: (bet) => bet.status },
  { key: 'actions', header: '', cell: (bet) => <button type="button">Details {bet.id}</button> },
];
const ROWS: Bet[] = [
  { id: 'a', game: 'Super Ace', amount: '৳ 10.00', status: 'Settled' },
  { id: 'b', game: 'Aviator', amount: '৳ 25.00', status: 'Open' },
];

const realMatchMedia = window.matchMedia;
/** The window as wide as a phone of `width` px (1em = 16 px), for Mantine's useMediaQuery. */
function windowOf(width: number) {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === CARDS_QUERY && width <= 480,
  });
}

const table = () =>
  renderWithProviders(
    <RecordTable
      rows={ROWS}
      columns={COLUMNS}
      rowKey={(bet) => bet.id}
      rowTestId="bet-row"
      testId="bets"
      empty="No bets"
    />,
  );

describe('the shared record table', () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('is a table on a wide window', () => {
    windowOf(1024);
    table();
    expect(screen.getByTestId('bets').tagName).toBe('TABLE');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Game',
      'Amount',
      'Status',
      '',
    ]);
  });

  it('becomes one card per record at 480 px and below, every column a labelled line', async () => {
    windowOf(390);
    table();
    const list = await screen.findByTestId('bets');
    expect(list.dataset.layout).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();

    const card = screen.getByTestId('bet-row-b');
    for (const text of ['Game', 'Aviator', 'Amount', '৳ 25.00', 'Status', 'Open'])
      expect(within(card).getByText(text)).toBeTruthy();
    // the actions column has no heading: its buttons take their own line
    expect(within(card).getByRole('button', { name: 'Details b' })).toBeTruthy();
    expect(screen.getAllByTestId('bet-amount').map((cell) => cell.textContent)).toEqual([
      '৳ 10.00',
      '৳ 25.00',
    ]);
  });
});
