import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { lazyComponent } from '../../lib/first-paint/lazy-component';
import { type ModalRouter, ModalRouterContext } from '../../lib/modal-router/context';
import type { ModalRequest, WarningRequest } from '../../lib/modal-router/modal-requests';
import { ModalOutlet } from './ModalOutlet';

/** The warning dialog (and Mantine's modal under it) is a chunk of its own, fetched with the first warning. */
const WarningDialog = lazyComponent(() => import('../../components/WarningDialog'), 'WarningDialog');
export const preloadWarningDialog = WarningDialog.preload;

/**
 * The site's one modal mechanism: a React context holding the active account modal and an
 * optional warning dialog. It sits inside the router, so modals can navigate after success.
 */
export function ModalRouterProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ModalRequest | null>(null);
  const [warning, setWarning] = useState<WarningRequest | null>(null);

  // the actions never change, so effects may depend on them without re-running
  const actions = useMemo(
    () => ({
      open: (request: ModalRequest) => setActive(request),
      close: () => setActive(null),
      warn: (next: WarningRequest) => setWarning(next),
    }),
    [],
  );
  const router = useMemo<ModalRouter>(() => ({ ...actions, active }), [actions, active]);

  return (
    <ModalRouterContext value={router}>
      {children}
      {active && <ModalOutlet key={active.name} request={active} />}
      {warning && (
        <Suspense fallback={null}>
          <WarningDialog warning={warning} onClose={() => setWarning(null)} />
        </Suspense>
      )}
    </ModalRouterContext>
  );
}
