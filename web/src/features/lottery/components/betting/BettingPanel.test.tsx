// Issue 44 item 8: a money bet asks first. The panel sends nothing until the member confirms the
// dialog naming the total stake, the lottery, the draw and the play; cancelling sends nothing.
import type { LotteryMenuGame } from '@sim/shared/lgw/menus';
import { playsOf } from '@sim/shared/lgw/plays';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../../api/session-store';
import { changeLanguage } from '../../../../i18n';
import { memberFixture } from '../../../../test/fixtures';
import { renderInSite } from '../../../../test/render';
import { envelope, mockWire } from '../../../../test/wire-mock';
import { BettingPanel } from './BettingPanel';

const GAME: LotteryMenuGame = {
  gameCode: 'GW0014',
  gameName: 'Lucky PK10 5 Min',
  nodeId: 210014,
  gameId: 210014,
  vassalage: 'GW',
  gameType: 'ELOTT',
};
const NOW = Date.UTC(2026, 10, 22, 9, 2, 10);
const numero = (name: string, openTime: number, winningNumber: string | null) => ({
  numero: name,
  gameId: GAME.gameId,
  gameCode: GAME.gameCode,
  gameName: GAME.gameName,
  openTime,
  closeTime: openTime - 30_000,
  status: winningNumber ? 'DRAWN' : 'OPEN',
  winningNumber,
});
const NEAR = {
  currentNumero: numero('20261122-110', NOW + 170_000, null),
  nextNumero: numero('20261122-111', NOW + 470_000, null),
  lastNumero: numero('20261122-109', NOW - 130_000, '12345,67890,11111'),
  serverTime: NOW,
};
const PLACED = {
  orderNo: 'L261122-ABCDEF0123',
  totalStake: 2,
  betCount: 1,
  balance: 9998,
  replayed: false,
  bets: [],
};

function renderPanel() {
  saveToken('tok');
  const wire = mockWire({
    'GET /wps/member/info': envelope(memberFixture()),
    'GET /lgw/numeros/near': { body: NEAR },
    'GET /lgw/games/plays': { body: Object.fromEntries(playsOf('FAST').map((p) => [p.playId, p])) },
    'GET /lgw/betting/orders': { body: { list: [], total: 0 } },
    'POST /lgw/betting': { body: PLACED },
  });
  renderInSite(<BettingPanel game={GAME} />, { route: `/lottery?gameCode=${GAME.gameCode}` });
  return wire;
}

async function pick345AtTwo() {
  fireEvent.click((await screen.findByTestId('lottery-play-3001')).querySelector('input')!);
  for (const [position, digit] of [...'345'].entries())
    fireEvent.click(screen.getByTestId(`lottery-pick-${position}-${digit}`));
  fireEvent.change(screen.getByTestId('lottery-price'), { target: { value: '2' } });
  await waitFor(() => expect(screen.getByTestId('lottery-total').textContent).toContain('2.00'));
}

describe('placing a lottery bet', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
  });

  it('sends nothing until the member confirms the stake, lottery and draw', async () => {
    const wire = renderPanel();
    await pick345AtTwo();

    fireEvent.click(screen.getByTestId('lottery-bet-submit'));

    const message = (await screen.findByTestId('lottery-bet-message')).textContent ?? '';
    expect(message).toContain('2.00');
    expect(message).toContain('Lucky PK10 5 Min');
    expect(message).toContain('20261122-110');
    expect(message).toContain('3D direct');
    expect(wire.callsTo('/lgw/betting')).toEqual([]);

    fireEvent.click(screen.getByTestId('lottery-bet-confirm'));

    await waitFor(() => expect(wire.callsTo('/lgw/betting')).toHaveLength(1));
    const sent = JSON.parse(wire.callsTo('/lgw/betting')[0]!.body ?? '{}');
    expect(sent.contents[0]).toMatchObject({
      gameId: GAME.gameId,
      playId: 3001,
      bettingContent: '3_4_5',
      singleBetPrice: 2,
      numero: [{ numero: '20261122-110', multiple: 1 }],
    });
    await waitFor(() => expect(screen.getByTestId('lottery-units').textContent).toBe('0'));
  });

  it('sends nothing when the member cancels, and keeps the picks', async () => {
    const wire = renderPanel();
    await pick345AtTwo();

    fireEvent.click(screen.getByTestId('lottery-bet-submit'));
    fireEvent.click(await screen.findByTestId('lottery-bet-cancel'));

    await waitFor(() => expect(screen.queryByTestId('lottery-bet-message')).toBeNull());
    expect(wire.callsTo('/lgw/betting')).toEqual([]);
    expect(screen.getByTestId('lottery-units').textContent).toBe('1');
  });
});
