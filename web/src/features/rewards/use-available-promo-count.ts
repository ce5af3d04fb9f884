import { useSession } from '../../lib/session/session';
import { useBalance } from '../wallet/hooks';

/**
 * Spec section 2: the header's rewards badge counts the promotions available to the member, as the
 * balance answer says (availablePromoCount); nothing when logged out or none.
 */
export function useAvailablePromoCount(): number {
  const member = useSession().status === 'member';
  const balance = useBalance().data;
  return member && balance?.availablePromo ? balance.availablePromoCount : 0;
}
