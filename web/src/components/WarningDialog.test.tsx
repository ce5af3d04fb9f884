import { act, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { currentLanguage, i18n } from '../i18n';
import { renderWithProviders } from '../test/render';
import { WarningDialog } from './WarningDialog';

// a key of an area that has not loaded yet, as a language's later areas may not be at a visitor's first
// click (an area of its own: nothing else reads it)
const LATER_KEY = 'laterArea.notice';

it('shows a text given as a function in full once its area has loaded', async () => {
  const t = i18n.t.bind(i18n) as (key: string) => string;
  renderWithProviders(
    <WarningDialog
      warning={{ testId: 'later', message: () => t(LATER_KEY), confirmLabel: () => t(LATER_KEY) }}
      onClose={() => {}}
    />,
  );
  expect(screen.getByTestId('later-message').textContent).toContain(LATER_KEY);

  act(() => {
    i18n.addResourceBundle(
      currentLanguage(),
      'translation',
      { laterArea: { notice: 'Needs a real account' } },
      true,
      true,
    );
  });
  await waitFor(() =>
    expect(screen.getByTestId('later-message').textContent).toContain('Needs a real account'),
  );
  expect(screen.getByTestId('later-confirm').textContent).toContain('Needs a real account');
});
