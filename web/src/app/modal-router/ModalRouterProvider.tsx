import { type ReactNode, useMemo, useState } from 'react';
import { WarningDialog } from '../../components/WarningDialog';
import { type ModalRouter, ModalRouterContext } from '../../lib/modal-router/context';
import type { ModalRequest, WarningRequest } from '../../lib/modal-router/modal-requests';
import { ModalOutlet } from './ModalOutlet';

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
      {warning && <WarningDialog warning={warning} onClose={() => setWarning(null)} />}
    </ModalRouterContext>
  );
}
