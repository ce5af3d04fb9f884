import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AdminApiProvider } from '../AdminApiProvider';
import { MerchantProvider } from '../merchant';
import { ControlProviders } from '../providers';

export const TEST_TOKEN = 'test-admin-token';

/** A part of the panel as the shell hosts it: theme, the admin API for a token, merchant, router. */
export function renderInPanel(
  ui: ReactElement,
  options: { route?: string; onUnauthorized?: () => void } = {},
) {
  return render(
    <ControlProviders env="test">
      <AdminApiProvider
        token={TEST_TOKEN}
        onUnauthorized={options.onUnauthorized ?? (() => {})}
        retry={false}
      >
        <MerchantProvider>
          <MemoryRouter initialEntries={[options.route ?? '/status']}>{ui}</MemoryRouter>
        </MerchantProvider>
      </AdminApiProvider>
    </ControlProviders>,
  );
}
