import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

/** Often enough that a contract answered on the site shows here without a click. */
const REFRESH_MS = 5000;

export function useTeamTree() {
  return trpc.agents.tree.useQuery(
    { merchant: useMerchant(), maxDepth: 10 },
    { refetchInterval: REFRESH_MS },
  );
}

/** Contracts where `username` is either side; every contract of the merchant without one. */
export function useContracts(username: string | null) {
  return trpc.agents.contracts.useQuery(
    { merchant: useMerchant(), username: username ?? undefined, limit: 200 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function useSettleNow() {
  const utils = trpc.useUtils();
  return trpc.agents.settleNow.useMutation({
    onSuccess: ({ periods }) => {
      notifySuccess(S.agents.settled(periods));
      return Promise.all([utils.agents.contracts.invalidate(), utils.agents.tree.invalidate()]);
    },
  });
}

export function useMoveMember() {
  const utils = trpc.useUtils();
  return trpc.agents.moveMember.useMutation({
    onSuccess: (_, input) => {
      notifySuccess(S.agents.moved(input.username, input.uplineUsername));
      return Promise.all([utils.agents.tree.invalidate(), utils.agents.contracts.invalidate()]);
    },
  });
}
