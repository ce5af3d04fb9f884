import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { M } from './strings';

export function useMissions() {
  return trpc.missions.list.useQuery({ merchant: useMerchant(), includeClosed: true });
}

export function useSaveMission() {
  const utils = trpc.useUtils();
  return trpc.missions.create.useMutation({
    onSuccess: (mission) => {
      notifySuccess(M.saved(mission.code));
      return utils.missions.invalidate();
    },
  });
}

export function useCloseMission() {
  const utils = trpc.useUtils();
  return trpc.missions.close.useMutation({ onSuccess: () => utils.missions.invalidate() });
}

export function useMemberProgress(input: { code: string; username: string } | null) {
  const merchant = useMerchant();
  return trpc.missions.progress.useQuery(
    { merchant, code: input?.code ?? '', username: input?.username ?? '' },
    { enabled: input !== null, retry: false },
  );
}

export function useResetProgress() {
  const utils = trpc.useUtils();
  return trpc.missions.reset.useMutation({
    onSuccess: (progress) => {
      notifySuccess(M.resetDone(progress.username));
      return utils.missions.invalidate();
    },
  });
}
