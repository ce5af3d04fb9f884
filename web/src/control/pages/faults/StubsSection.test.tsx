import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { StubsSection } from './StubsSection';

const stub = {
  id: 4,
  match: { method: 'GET', path: '/wps/relay/MCSFE_*', body: { amount: 150 } },
  status: 400,
  body: { success: false },
  hits: 2,
  timesLeft: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('StubsSection', () => {
  it('lists the pinned stubs and removes one', async () => {
    const api = mockAdminApi({ 'stubs.list': () => [stub], 'stubs.remove': () => ({ removed: true }) });
    renderInPanel(<StubsSection />);
    const row = await screen.findByTestId('stub-row-4');
    expect(row.textContent).toContain('GET /wps/relay/MCSFE_*');
    expect(row.textContent).toContain('{"amount":150}');
    expect(row.textContent).toContain('400');
    fireEvent.click(screen.getByTestId('stub-remove-4'));
    await waitFor(() => expect(api.inputsOf('stubs.remove')).toEqual([{ id: 4 }]));
  });
});
