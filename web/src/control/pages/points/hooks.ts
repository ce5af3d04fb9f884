import type { RedeemStatus } from '@sim/shared/relay/mcs2';
import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

/** Often enough that a QA watching sees a redeem arrive. */
const REFRESH_MS = 3000;

export function useGoods() {
  return trpc.points.goods.useQuery({ merchant: useMerchant(), includeClosed: true });
}

export function useSaveGoods() {
  const utils = trpc.useUtils();
  const onSuccess = (goods: { names: { EN: string } }) => {
    notifySuccess(S.points.goodsSaved(goods.names.EN));
    return utils.points.goods.invalidate();
  };
  return {
    create: trpc.points.createGoods.useMutation({ onSuccess }),
    update: trpc.points.updateGoods.useMutation({ onSuccess }),
  };
}

export function useRedeems(status: RedeemStatus | undefined) {
  return trpc.points.redeems.useQuery(
    { merchant: useMerchant(), status, limit: 100 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

/** Approve, or reject (points and stock go back): the redeems and the goods' stock read again. */
export function useRedeemDecisions() {
  const utils = trpc.useUtils();
  const onSuccess = (redeem: { redeemNo: string; status: string }) => {
    notifySuccess(S.points.decided(redeem.redeemNo, redeem.status));
    return Promise.all([utils.points.redeems.invalidate(), utils.points.goods.invalidate()]);
  };
  return {
    approve: trpc.points.approveRedeem.useMutation({ onSuccess }),
    reject: trpc.points.rejectRedeem.useMutation({ onSuccess }),
  };
}

export function useGrantPoints() {
  return trpc.points.grant.useMutation({
    onSuccess: (granted) => notifySuccess(S.points.granted(granted.username, String(granted.pointBalance))),
  });
}

export function usePointSettings() {
  return trpc.points.settings.useQuery({ merchant: useMerchant() });
}

export function useSetPointSettings() {
  const utils = trpc.useUtils();
  return trpc.points.setSettings.useMutation({
    onSuccess: () => utils.points.settings.invalidate(),
    meta: { success: S.points.settingsSaved },
  });
}
