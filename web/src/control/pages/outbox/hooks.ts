import { text } from '../../../lib/form/form-input';
import { trpc } from '../../api';
import { useMerchant } from '../../merchant';

const REFRESH_MS = 3000;

export function useSmsOutbox(mobileNum: string) {
  const merchant = useMerchant();
  return trpc.sms.outbox.useQuery(
    { merchant, mobileNum: text(mobileNum), limit: 50 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function useMailOutbox(email: string) {
  const merchant = useMerchant();
  return trpc.mail.outbox.useQuery(
    { merchant, email: text(email), limit: 50 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}
