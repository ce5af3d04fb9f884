import type { SystemStatus } from '@sim/shared/wps/system';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { preloadAccountModals } from '../app/modal-router/ModalOutlet';
import { ModalRouterProvider } from '../app/modal-router/ModalRouterProvider';
import { PAGE_GROUPS } from '../app/page-groups';
import { Providers, preloadNotifications } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { preloadQrEncoder } from '../components/AppQrCode';
import { preloadHomeLists } from '../features/home/Home.page';
import { preloadInlineLoginForm } from '../features/session/components/SessionArea';
import { useModals } from '../lib/modal-router/context';
import type { ModalRequest } from '../lib/modal-router/modal-requests';
import { systemStatusKey } from '../lib/site-status/site-status';
import { statusFixture } from './fixtures';

// the site fetches these chunks on first use (the home page's beside the first paint, main.tsx); a
// test renders them at once, as before they were split
await Promise.all([
  preloadAccountModals(),
  preloadNotifications(),
  PAGE_GROUPS.index.preload(),
  preloadHomeLists(),
  preloadQrEncoder(),
  preloadInlineLoginForm(),
]);

/** The site's providers in test mode (no transitions, no portals, no retries), as a wrapper: a
 *  `rerender` keeps them around the new tree. */
function providersWrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient} env="test">
      {children}
    </Providers>
  );
}

/** The site's providers in test mode (no transitions, no portals, no retries). */
export function renderWithProviders(ui: ReactElement, options: { route?: string } = {}) {
  const queryClient = createQueryClient({ retry: false });
  const tree =
    options.route === undefined ? ui : <MemoryRouter initialEntries={[options.route]}>{ui}</MemoryRouter>;
  return { queryClient, ...render(tree, { wrapper: providersWrapper(queryClient) }) };
}

/**
 * A part of the site as the shell hosts it: a router, the modal router, and a loaded system status
 * (the site renders nothing before /wps/system/status has answered).
 */
export function renderInSite(ui: ReactElement, options: { route?: string; status?: SystemStatus } = {}) {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(systemStatusKey, options.status ?? statusFixture());
  return {
    queryClient,
    ...render(
      <Providers queryClient={queryClient} env="test">
        <MemoryRouter initialEntries={[options.route ?? '/index']}>
          <ModalRouterProvider>{ui}</ModalRouterProvider>
        </MemoryRouter>
      </Providers>,
    ),
  };
}

/** A part's markup as the server's prerender writes it (no effect has run), with the site's providers. */
export function markupOf(ui: ReactElement): string {
  return renderToString(
    <Providers queryClient={createQueryClient({ retry: false })} env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** Opens a modal through the modal router, as the site does, so closing it really removes it. */
export function OpenModal({ request }: { request: ModalRequest }) {
  const { open } = useModals();
  useEffect(() => open(request), [open, request]);
  return null;
}
