import { trpc } from '../../api';
import { useMerchant } from '../../merchant';
import { SHELL } from './strings';

export function useShellSettings() {
  return trpc.shell.get.useQuery({ merchant: useMerchant() });
}

/** The settings are brand settings: saved through brand.set, read back through shell.get. */
export function useSaveShell() {
  const utils = trpc.useUtils();
  return trpc.brand.set.useMutation({
    onSuccess: () => Promise.all([utils.shell.get.invalidate(), utils.brand.get.invalidate()]),
    meta: { success: SHELL.saved },
  });
}

export function useMemberAvatar(username: string) {
  return trpc.shell.memberAvatar.useQuery(
    { merchant: useMerchant(), username },
    { enabled: username.length > 0, retry: false },
  );
}

export function useSetMemberAvatar() {
  const utils = trpc.useUtils();
  const onSuccess = () => utils.shell.memberAvatar.invalidate();
  return {
    set: trpc.shell.setMemberAvatar.useMutation({ onSuccess }),
    reset: trpc.shell.resetMemberAvatar.useMutation({ onSuccess }),
  };
}
