import type { Draw } from '@sim/shared/lgw/draws';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderInSite } from '../../../test/render';
import { DRAW_ROWS_AT_ONCE, DrawList } from './DrawList';

const draws: Draw[] = Array.from({ length: 100 }, (_, index) => ({
  gameCode: 'VNL001',
  gameName: 'Hà Nội',
  nodeId: 190001,
  gameId: 190001,
  numero: `20261122-${String(index).padStart(3, '0')}`,
  openTime: Date.UTC(2026, 10, 22, 11, 15) - index * 60_000,
  winningNumber: '12345,67890',
}));

const rows = () => screen.getAllByTestId(/^draw-VNL001-/);

describe('a list of draws', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('in a scroll area renders the rows its height shows first, and more as it is scrolled to the bottom', async () => {
    renderInSite(<DrawList draws={draws} testId="draws" height={420} />);
    await screen.findByTestId('draws');
    expect(screen.getByTestId('draws').getAttribute('data-count')).toBe('100');
    expect(rows()).toHaveLength(DRAW_ROWS_AT_ONCE);
    const viewport = screen.getByTestId('draws').querySelector('.mantine-ScrollArea-viewport');
    fireEvent.scroll(viewport as Element);
    expect(rows().length).toBeGreaterThan(DRAW_ROWS_AT_ONCE);
  });

  it('without a height renders every draw', async () => {
    renderInSite(<DrawList draws={draws} testId="draws" />);
    await screen.findByTestId('draws');
    expect(rows()).toHaveLength(100);
  });
});
