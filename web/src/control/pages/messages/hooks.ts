import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { G } from './strings';

/** Often enough that a QA watching sees a member's message to customer service arrive. */
const REFRESH_MS = 3000;

type Audience = 'MEMBER' | 'BROADCAST' | 'SUPPORT';

export function useMessages(audience: Audience | undefined) {
  return trpc.messages.list.useQuery(
    { merchant: useMerchant(), audience, limit: 100 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function useSendMessage() {
  const utils = trpc.useUtils();
  return trpc.messages.send.useMutation({
    onSuccess: (sent) => {
      notifySuccess(G.sent(sent.recipient));
      return utils.messages.list.invalidate();
    },
  });
}

export function useRemoveMessage() {
  const utils = trpc.useUtils();
  return trpc.messages.remove.useMutation({ onSuccess: () => utils.messages.list.invalidate() });
}
