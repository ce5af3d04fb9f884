import { trpc } from '../../api';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

/** What a visitor from the simulated location gets now, and the settings behind it. */
export function useSystemStatus() {
  const merchant = useMerchant();
  // polled: a scheduled window opens and closes as the simulated clock passes its times
  return trpc.system.get.useQuery({ merchant }, { refetchInterval: 5000 });
}

export function useSetStatus() {
  const utils = trpc.useUtils();
  return trpc.system.setStatus.useMutation({
    onSuccess: () => utils.system.get.invalidate(),
    meta: { success: S.status.saved },
  });
}

export function useSetClientLocation() {
  const utils = trpc.useUtils();
  return trpc.system.setClientLocation.useMutation({
    onSuccess: () => utils.system.get.invalidate(),
    meta: { success: S.status.locationSaved },
  });
}
