import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { renderInSite } from '../../../test/render';
import { mockWire } from '../../../test/wire-mock';
import { VnLotteryList } from './VnLotteryList';

const DRAW = {
  gameCode: 'VNL001',
  gameName: 'Hà Nội',
  nodeId: 190001,
  gameId: 190001,
  numero: '20261122-001',
  openTime: Date.UTC(2026, 10, 22, 11, 15),
  winningNumber: '12345,67890',
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

describe("the home page's lottery results", () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('opens a clicked draw in the Vietnam lobby, the one that lists its game', async () => {
    mockWire({
      'GET /lotto/lgw/games/opened/numero': { body: { [`${DRAW.gameCode}:${DRAW.numero}`]: DRAW } },
    });
    renderInSite(
      <Routes>
        <Route path="/index" element={<VnLotteryList />} />
        <Route path="*" element={<Where />} />
      </Routes>,
    );
    fireEvent.click(await screen.findByTestId(`draw-${DRAW.gameCode}-${DRAW.numero}`));
    expect((await screen.findByTestId('where')).textContent).toBe('/vnlottery?gameCode=VNL001');
  });
});
