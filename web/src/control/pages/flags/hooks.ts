import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

export function useFlags() {
  return trpc.flags.list.useQuery({ merchant: useMerchant() });
}

export function useSetFlag() {
  const utils = trpc.useUtils();
  return trpc.flags.set.useMutation({
    onSuccess: (flag) => {
      notifySuccess(S.flags.changed(flag.modId, flag.enabled));
      return Promise.all([utils.flags.list.invalidate(), utils.system.get.invalidate()]);
    },
  });
}
