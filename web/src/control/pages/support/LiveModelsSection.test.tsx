import type { LiveModel } from '@sim/shared/relay/live-models';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPanel } from '../../test/render';
import { mockAdminApi } from '../../test/trpc-mock';
import { LiveModelsSection } from './LiveModelsSection';

const model = (code: string, online: boolean): LiveModel => ({
  modelId: 1,
  code,
  name: `Model ${code}`,
  avatarUrl: '/cdn/images/avatars/60.svg',
  roomName: 'Baccarat Lounge',
  online,
  onlineSince: online ? 1 : null,
});

describe('LiveModelsSection', () => {
  it('switches a model online through live.setOnline and shows the list read again', async () => {
    let models = [model('LM01', true), model('LM04', false)];
    const api = mockAdminApi({
      'live.models': () => models,
      'live.setOnline': (input) => {
        const { code, online } = input as { code: string; online: boolean };
        models = models.map((m) => (m.code === code ? { ...m, online } : m));
        return models.find((m) => m.code === code);
      },
    });
    renderInPanel(<LiveModelsSection />);

    fireEvent.click(await screen.findByTestId('live-model-switch-LM04'));

    await waitFor(() =>
      expect(api.inputsOf('live.setOnline')).toEqual([{ merchant: 'sim001', code: 'LM04', online: true }]),
    );
    await waitFor(() =>
      expect((screen.getByTestId('live-model-switch-LM04') as HTMLInputElement).checked).toBe(true),
    );
  });
});
