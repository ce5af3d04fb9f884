import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemGetFixture } from '../../test/fixtures';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { StatusPage } from './Status.page';

describe('StatusPage', () => {
  it('switching maintenance on and saving calls system.setStatus with the whole status', async () => {
    const api = mockAdminApi({
      'system.get': () => systemGetFixture(),
      'system.setStatus': () => systemGetFixture({ maintenance: true }).settings,
    });
    renderInPanel(<StatusPage />);

    fireEvent.click(await screen.findByTestId('maintenance-switch'));
    fireEvent.click(screen.getByTestId('status-save'));

    await waitFor(() => expect(api.inputsOf('system.setStatus')).toHaveLength(1));
    expect(api.inputsOf('system.setStatus')[0]).toEqual({
      merchant: 'sim001',
      maintenance: true,
      maintenanceStartTime: null,
      maintenanceEndTime: null,
      regionRestriction: false,
      blockedCountries: [],
      blockedIps: [],
    });
  });

  it('sends the end time as an ISO instant', async () => {
    const api = mockAdminApi({
      'system.get': () => systemGetFixture(),
      'system.setStatus': () => systemGetFixture({ maintenance: true }).settings,
    });
    renderInPanel(<StatusPage />);

    fireEvent.click(await screen.findByTestId('maintenance-switch'));
    fireEvent.change(screen.getByLabelText(/Ends at/), { target: { value: '2030-01-02T03:04' } });
    fireEvent.click(screen.getByTestId('status-save'));

    await waitFor(() => expect(api.inputsOf('system.setStatus')).toHaveLength(1));
    const input = api.inputsOf('system.setStatus')[0] as { maintenanceEndTime: string };
    expect(new Date(input.maintenanceEndTime).getTime()).toBe(new Date(2030, 0, 2, 3, 4).getTime());
  });

  it('shows what a visitor sees now', async () => {
    mockAdminApi({ 'system.get': () => systemGetFixture({ maintenance: true }) });
    renderInPanel(<StatusPage />);

    const badge = await screen.findByTestId('visitor-sees');
    expect(badge.getAttribute('data-status')).toBe('1');
  });
});
