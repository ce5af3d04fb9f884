import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { VOUCHER_S } from './voucher-strings';

/** Often enough that a member's applying shows while QA watches. */
const REFRESH_MS = 3000;

export function useDiscountTickets() {
  return trpc.discountTickets.list.useQuery(
    { merchant: useMerchant(), limit: 50 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function useExtraRewards() {
  return trpc.extraRewards.list.useQuery(
    { merchant: useMerchant(), limit: 50 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

/** Giving, using and cancelling: each answers the voucher after it, and the lists are read again. */
export function useVoucherActions() {
  const utils = trpc.useUtils();
  const changed = () =>
    Promise.all([utils.discountTickets.list.invalidate(), utils.extraRewards.list.invalidate()]);
  const onChange = (row: { status: string; transactionId?: string; claimId?: string }) => {
    notifySuccess(VOUCHER_S.changed(row.transactionId ?? row.claimId ?? '', row.status));
    return changed();
  };
  return {
    grantDiscount: trpc.discountTickets.grant.useMutation({
      onSuccess: (_rows, input) => {
        notifySuccess(VOUCHER_S.granted(VOUCHER_S.discountsTitle, input.username));
        return changed();
      },
    }),
    grantExtra: trpc.extraRewards.grant.useMutation({
      onSuccess: (row) => {
        notifySuccess(VOUCHER_S.granted(VOUCHER_S.extrasTitle, row.username));
        return changed();
      },
    }),
    useDiscount: trpc.discountTickets.use.useMutation({ onSuccess: onChange }),
    cancelDiscount: trpc.discountTickets.cancel.useMutation({ onSuccess: onChange }),
    cancelExtra: trpc.extraRewards.cancel.useMutation({ onSuccess: onChange }),
  };
}
