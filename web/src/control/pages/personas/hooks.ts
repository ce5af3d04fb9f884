import { notifications } from '@mantine/notifications';
import { type AdminInputs, trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

export function useMembers(filter: { search?: string; type?: number }) {
  return trpc.members.list.useQuery(
    { merchant: useMerchant(), ...filter, limit: 200 },
    { placeholderData: (previous) => previous },
  );
}

export function usePasswordMaxAge(): number | undefined {
  return trpc.brand.get.useQuery({ merchant: useMerchant() }).data?.passwordMaxAgeDays;
}

export function useCreateMember() {
  const utils = trpc.useUtils();
  return trpc.members.create.useMutation({
    onSuccess: (created) => {
      notifications.show({
        color: 'teal',
        title: S.common.done,
        message: S.personas.created(created.username, created.password),
        autoClose: 10_000,
      });
      return utils.members.list.invalidate();
    },
  });
}

export function useUpdateMember() {
  const utils = trpc.useUtils();
  return trpc.members.update.useMutation({
    onSuccess: (_member, input: AdminInputs['members']['update']) => {
      if (input.locked !== undefined) notifySuccess(S.personas.lockedDone(input.username, input.locked));
      if (input.password !== undefined) notifySuccess(S.personas.passwordSet(input.username));
      return utils.members.list.invalidate();
    },
  });
}

/** Lifts the lock five wrong payment passwords set. */
export function useUnlockPin() {
  const utils = trpc.useUtils();
  return trpc.members.unlockPaymentPassword.useMutation({
    onSuccess: (member) => {
      notifySuccess(S.personas.pinUnlocked(member.username));
      return utils.members.list.invalidate();
    },
  });
}

/**
 * Log in as a member: the member site opens in a new tab with the session token. The tab is opened
 * on the click itself (popup blockers allow that) and pointed at the site once the token is there.
 */
export function useLoginAs() {
  const merchant = useMerchant();
  const loginAs = trpc.members.loginAs.useMutation();
  const open = (username: string) => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    loginAs.mutate(
      { merchant, username },
      {
        onSuccess: ({ siteUrl }) => {
          if (tab) tab.location.href = siteUrl;
          else window.open(siteUrl, '_blank', 'noopener');
          notifySuccess(S.personas.loginOpened(username));
        },
        // the failure itself is reported like every failed mutation's
        onError: () => tab?.close(),
      },
    );
  };
  return { open, isPending: loginAs.isPending };
}
