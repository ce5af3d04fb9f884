import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { S } from '../../strings';

/** Re-read every 2 s: hits count up as the site calls, and `times` faults disappear. */
export function useFaults() {
  return trpc.faults.list.useQuery(undefined, { refetchInterval: 2000 });
}

export function useFaultMutations() {
  const utils = trpc.useUtils();
  const onSuccess = () => utils.faults.list.invalidate();
  return {
    add: trpc.faults.add.useMutation({
      onSuccess: (fault) => {
        notifySuccess(S.faults.added(fault.match));
        return onSuccess();
      },
    }),
    remove: trpc.faults.remove.useMutation({ onSuccess, meta: { success: S.faults.removed } }),
    clear: trpc.faults.clear.useMutation({ onSuccess, meta: { success: S.faults.cleared } }),
  };
}
