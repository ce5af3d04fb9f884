import { useModals } from '../../lib/modal-router/context';
import { useProtectedAction } from '../access/use-protected-action';
import { type MemberCentrePage, pageNeed } from './member-centre-pages';

/**
 * Opens the member centre on a page, or moves an open centre to it, once the session may: a visitor
 * gets the login popup, a trial account the real-account warning (money pages) or the refusal.
 */
export function useOpenMemberCentre() {
  const protect = useProtectedAction();
  const { open } = useModals();
  return (page: MemberCentrePage) => protect(pageNeed(page), () => open({ name: 'memberCentre', page }));
}
