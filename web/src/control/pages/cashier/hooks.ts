import { formatMoney } from '@sim/shared/money';
import type { OrderStatus, OrderType } from '@sim/shared/wps/cashier';
import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

/** Often enough that a QA watching sees a deposit arrive. */
const REFRESH_MS = 3000;

export interface OrderFilter {
  type?: OrderType;
  status?: OrderStatus;
  username?: string;
}

export function useOrders(filter: OrderFilter) {
  return trpc.cashier.orders.useQuery(
    { merchant: useMerchant(), ...filter, limit: 100 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

/** One order with its proof images (the list leaves them out); read only while someone looks. */
export function useOrderWithProofs(referenceNo: string, enabled: boolean) {
  return trpc.cashier.order.useQuery({ referenceNo }, { enabled });
}

/** Money moved: the orders, the books and the members' balances are read again. */
function useMoneyMoved() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.cashier.orders.invalidate(),
      utils.cashier.order.invalidate(),
      utils.wallet.audit.invalidate(),
      utils.members.list.invalidate(),
    ]);
}

/** Every back-office decision answers the updated order. */
export function useOrderDecisions() {
  const moved = useMoneyMoved();
  const onSuccess = (order: { referenceNo: string; status: string }) => {
    notifySuccess(S.cashier.moved(order.referenceNo, order.status));
    return moved();
  };
  return {
    approveDeposit: trpc.cashier.approveDeposit.useMutation({ onSuccess }),
    rejectDeposit: trpc.cashier.rejectDeposit.useMutation({ onSuccess }),
    payWithdrawal: trpc.cashier.payWithdrawal.useMutation({ onSuccess }),
    rejectWithdrawal: trpc.cashier.rejectWithdrawal.useMutation({ onSuccess }),
    resolveWithdrawal: trpc.cashier.resolveWithdrawal.useMutation({ onSuccess }),
    forceReceive: trpc.cashier.forceReceive.useMutation({ onSuccess }),
  };
}

export function useAudit() {
  return trpc.wallet.audit.useQuery();
}

/** Adjustments and bonuses: both land in the member's record as orders. */
export function useBookings() {
  const moved = useMoneyMoved();
  const onSuccess = (
    booked: { username: string; referenceNo: string; balance: number; replayed: boolean },
    input: { amount: number },
  ) => {
    notifySuccess(
      booked.replayed
        ? S.cashier.replayed(booked.referenceNo)
        : S.cashier.booked(
            booked.username,
            formatMoney(input.amount),
            formatMoney(booked.balance),
            booked.referenceNo,
          ),
    );
    return moved();
  };
  return {
    adjust: trpc.wallet.adjust.useMutation({ onSuccess }),
    grantBonus: trpc.wallet.grantBonus.useMutation({ onSuccess }),
  };
}

export function useCashierSettings() {
  return trpc.cashier.settings.useQuery({ merchant: useMerchant() });
}

export function useSetCashierSettings() {
  const utils = trpc.useUtils();
  return trpc.cashier.setSettings.useMutation({
    onSuccess: () => utils.cashier.settings.invalidate(),
    meta: { success: S.cashier.saved },
  });
}

export function useSweep() {
  const moved = useMoneyMoved();
  return trpc.cashier.sweep.useMutation({
    onSuccess: (result) => {
      notifySuccess(S.cashier.swept(result.moved));
      return moved();
    },
  });
}
