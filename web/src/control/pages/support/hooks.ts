import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { SUPPORT_S } from './strings';

/** Often enough that an agent's answer shows while QA watches. */
const REFRESH_MS = 2000;

export function useChats() {
  return trpc.support.chats.useQuery(
    { merchant: useMerchant(), limit: 100 },
    { refetchInterval: REFRESH_MS },
  );
}

export function useTranscript(username: string) {
  return trpc.support.transcript.useQuery(
    { merchant: useMerchant(), username },
    { refetchInterval: REFRESH_MS },
  );
}

export function useReply() {
  const utils = trpc.useUtils();
  return trpc.support.reply.useMutation({
    onSuccess: (_line, input) => {
      notifySuccess(SUPPORT_S.support.replied(input.username));
      return Promise.all([utils.support.transcript.invalidate(), utils.support.chats.invalidate()]);
    },
  });
}

export function useSupportSettings() {
  return trpc.support.settings.useQuery({ merchant: useMerchant() });
}

export function useSetSupportSettings() {
  const utils = trpc.useUtils();
  return trpc.support.setSettings.useMutation({
    onSuccess: () => utils.support.settings.invalidate(),
    meta: { success: SUPPORT_S.support.saved },
  });
}
