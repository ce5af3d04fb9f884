import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../../api/session-store';
import { changeLanguage } from '../../../i18n';
import { balanceFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { envelope, mockWire } from '../../../test/wire-mock';
import { BalancePanel } from '../../wallet/components/BalancePanel';
import { GameFrame, ROUND_MESSAGE } from './GameFrame';

describe('the game frame', () => {
  beforeEach(async () => {
    await changeLanguage('EN', false);
    saveToken('tok');
  });

  it('refreshes the header balance when its game reports a round, and only then', async () => {
    let amount = 10_000;
    const wire = mockWire({ 'GET /wps/v2/wallets/balance': () => envelope(balanceFixture(amount)) });
    renderWithProviders(
      <>
        <BalancePanel />
        <GameFrame url="/provider/play?token=abc" title="Dragon Warriors" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('৳ 10,000.00'));
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;

    amount = 10_010;
    // another window's message changes nothing
    window.dispatchEvent(new MessageEvent('message', { data: { type: ROUND_MESSAGE }, source: window }));
    expect(wire.callsTo('/wps/v2/wallets/balance')).toHaveLength(1);

    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: ROUND_MESSAGE, balance: 10_010 },
        source: frame.contentWindow,
      }),
    );

    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('৳ 10,010.00'));
    expect(wire.callsTo('/wps/v2/wallets/balance')).toHaveLength(2);
  });
});
