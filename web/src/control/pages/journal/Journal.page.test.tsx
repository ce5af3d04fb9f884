import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { JournalPage } from './Journal.page';

const entry = (id: number, path: string) => ({
  id,
  at: '2026-05-01T10:00:00.000Z',
  method: 'GET',
  path,
  query: '',
  status: 200,
  latencyMs: 3,
  merchant: 'sim001',
  username: null,
  errorCode: null,
  body: null,
  response: { success: true, value: { token: '[redacted]' } },
});

describe('JournalPage', () => {
  it('polls with the newest id it has and puts what is new on top', async () => {
    const api = mockAdminApi({
      'journal.list': (input) =>
        (input as { afterId?: number }).afterId === undefined
          ? [entry(2, '/wps/system/status'), entry(1, '/wps/session/key/rsa')]
          : [entry(3, '/wps/member/info')],
    });
    renderInPanel(<JournalPage />);

    await waitFor(() => expect(screen.getAllByTestId('journal-row')).toHaveLength(3), { timeout: 4000 });
    const paths = screen.getAllByTestId('journal-row').map((row) => row.getAttribute('data-path'));
    expect(paths).toEqual(['/wps/member/info', '/wps/system/status', '/wps/session/key/rsa']);
    expect(api.inputsOf('journal.list')[1]).toMatchObject({ afterId: 2 });
  });

  it("shows a row's redacted answer beside its body", async () => {
    mockAdminApi({ 'journal.list': () => [entry(1, '/wps/session/login/unsecure')] });
    renderInPanel(<JournalPage />);
    fireEvent.click(await screen.findByTestId('journal-row'));
    expect((await screen.findByTestId('journal-response')).textContent).toContain('"token": "[redacted]"');
  });
});
