import { createContext, useContext } from 'react';
import type { ModalRequest, WarningRequest } from './modal-requests';

export interface ModalRouter {
  /** The active account modal, null when none is open. */
  active: ModalRequest | null;
  open: (request: ModalRequest) => void;
  close: () => void;
  /** A warning dialog over whatever is open (spec section 8: SMS failures, trial accounts, ...). */
  warn: (warning: WarningRequest) => void;
}

export const ModalRouterContext = createContext<ModalRouter | null>(null);

export function useModals(): ModalRouter {
  const router = useContext(ModalRouterContext);
  if (!router) throw new Error('useModals needs a <ModalRouterProvider> (the site shell renders one)');
  return router;
}
