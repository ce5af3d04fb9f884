import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cashierSettingsFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { SettingsSection } from './SettingsSection';

describe('SettingsSection', () => {
  it('sends null when auto-approve is switched off', async () => {
    const api = mockAdminApi({
      'cashier.settings': () => cashierSettingsFixture(),
      'cashier.setSettings': (input) => input,
    });
    renderInPanel(<SettingsSection />);

    fireEvent.click(await screen.findByTestId('cashier-auto-approve-switch'));
    fireEvent.click(screen.getByTestId('cashier-settings-save'));

    await waitFor(() => expect(api.inputsOf('cashier.setSettings')).toHaveLength(1));
    const { depositChannels: _channels, ...rest } = cashierSettingsFixture();
    expect(api.inputsOf('cashier.setSettings')[0]).toEqual({
      ...rest,
      depositChannels: cashierSettingsFixture().depositChannels,
      depositAutoApproveMinutes: null,
    });
  });

  it('switching auto-pay on needs its minutes', async () => {
    const api = mockAdminApi({ 'cashier.settings': () => cashierSettingsFixture() });
    renderInPanel(<SettingsSection />);

    fireEvent.click(await screen.findByTestId('cashier-auto-pay-switch'));
    fireEvent.click(screen.getByTestId('cashier-settings-save'));

    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.inputsOf('cashier.setSettings')).toHaveLength(0);
  });

  it('edits channels as rows', async () => {
    const api = mockAdminApi({
      'cashier.settings': () => cashierSettingsFixture(),
      'cashier.setSettings': (input) => input,
    });
    renderInPanel(<SettingsSection />);

    fireEvent.click(await screen.findByTestId('cashier-channel-remove-0'));
    fireEvent.click(screen.getByTestId('cashier-channel-add'));
    fireEvent.change(screen.getByLabelText('Code 2'), { target: { value: 'USDT' } });
    fireEvent.change(screen.getByLabelText('Name 2'), { target: { value: 'Tether' } });
    fireEvent.change(screen.getByLabelText('Min 2'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Max 2'), { target: { value: '500000' } });
    fireEvent.click(screen.getByTestId('cashier-settings-save'));

    await waitFor(() => expect(api.inputsOf('cashier.setSettings')).toHaveLength(1));
    expect((api.inputsOf('cashier.setSettings')[0] as { depositChannels: unknown }).depositChannels).toEqual([
      { code: 'BANK', name: 'Bank transfer', type: 'BANK', minAmount: 500, maxAmount: 100_000 },
      { code: 'USDT', name: 'Tether', type: 'EWALLET', minAmount: 1000, maxAmount: 500_000 },
    ]);
  });

  it('runs the due steps now', async () => {
    const api = mockAdminApi({
      'cashier.settings': () => cashierSettingsFixture(),
      'cashier.sweep': () => ({ moved: 3 }),
    });
    renderInPanel(<SettingsSection />);

    fireEvent.click(await screen.findByTestId('cashier-sweep'));

    expect(await screen.findByText('3 orders moved')).toBeTruthy();
    expect(api.inputsOf('cashier.sweep')).toHaveLength(1);
  });
});
