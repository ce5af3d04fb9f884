import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { CaptchaPage } from '../captcha/Captcha.page';
import { GamesPage } from './Games.page';

const round = {
  roundId: 'history-3-0-0',
  memberId: 3,
  nodeId: 170001,
  vendor: 'JL',
  gameType: 'RNG',
  stake: 50,
  win: 100,
  status: 'SETTLED',
  placedAt: '2026-11-20T18:00:00.000Z',
};

const fill = (testId: string, value: string) =>
  fireEvent.change(within(screen.getByTestId(testId)).queryByRole('textbox') ?? screen.getByTestId(testId), {
    target: { value },
  });

describe('GamesPage', () => {
  it("forces the next outcome, switches maintenance and lists the merchant's rounds", async () => {
    const api = mockAdminApi({
      'provider.rounds': () => [round],
      'provider.forceOutcome': (input) => ({ id: 1, ...(input as object) }),
      'provider.setMaintenance': (input) => input,
    });
    renderInPanel(<GamesPage />);

    const row = await screen.findByTestId('round-row');
    expect(row.textContent).toContain('JL');
    expect(row.textContent).toContain('100.00');

    fill('force-multiplier', '0');
    fill('force-username', 'demo01');
    fill('force-node', '170001');
    fireEvent.click(screen.getByTestId('force-submit'));
    await waitFor(() =>
      expect(api.inputsOf('provider.forceOutcome')[0]).toMatchObject({
        multiplier: 0,
        username: 'demo01',
        nodeId: 170001,
      }),
    );

    expect((screen.getByTestId('maintenance-on') as HTMLButtonElement).disabled).toBe(true);
    fill('maintenance-vendor', 'jl');
    fireEvent.click(screen.getByTestId('maintenance-on'));
    await waitFor(() =>
      expect(api.inputsOf('provider.setMaintenance')[0]).toEqual({ vendor: 'JL', maintenance: true }),
    );
  });
});

describe('CaptchaPage', () => {
  it('shows the answer of the newest captcha for QA', async () => {
    mockAdminApi({
      'captcha.get': () => ({ id: 'c-1', text: 'K7P2Q', issuedAt: '2026-11-22T10:00:00.000Z', used: false }),
    });
    renderInPanel(<CaptchaPage />);
    expect((await screen.findByTestId('captcha-answer')).textContent).toContain('K7P2Q');
  });
});
