import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** The site's providers in test mode (no transitions, no portals, no retries). */
export function renderWithProviders(ui: ReactElement, options: { route?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const tree =
    options.route === undefined ? ui : <MemoryRouter initialEntries={[options.route]}>{ui}</MemoryRouter>;
  return {
    queryClient,
    ...render(
      <Providers queryClient={queryClient} env="test">
        {tree}
      </Providers>,
    ),
  };
}
