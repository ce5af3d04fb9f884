import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useModals } from '../../lib/modal-router/context';
import { useSession } from '../../lib/session/session';
import { HomePage } from '../home/Home.page';

/** `/register` and `/register.html`: the home page with the register modal open (spec section 2). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode')?.trim() || undefined;
  const { open } = useModals();
  const session = useSession();
  const visitor = session.status === 'anonymous';

  useEffect(() => {
    if (visitor) open({ name: 'register', referralCode });
  }, [visitor, referralCode, open]);

  return <HomePage />;
}
