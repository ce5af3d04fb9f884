import { Button, Group } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import {
  IconCheck,
  IconPhoto,
  IconPlayerTrackNext,
  IconReceiptRefund,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { confirmWithRemark } from '../../components/confirm-remark';
import { S } from '../../strings';
import { useOrderDecisions } from './hooks';
import { ProofModal } from './modals/Proof.modal';
import { type AdminOrder, actionsFor, type OrderAction } from './order-view';

const LOOK: Record<OrderAction, { label: string; color: string; Icon: ComponentType<{ size?: number }> }> = {
  approve: { label: S.cashier.actions.approve, color: 'teal', Icon: IconCheck },
  reject: { label: S.cashier.actions.reject, color: 'red', Icon: IconX },
  pay: { label: S.cashier.actions.pay, color: 'blue', Icon: IconSend },
  force: { label: S.cashier.actions.force, color: 'grape', Icon: IconPlayerTrackNext },
  proof: { label: S.cashier.actions.proof, color: 'gray', Icon: IconPhoto },
  'fully-paid': { label: S.cashier.actions.fullyPaid, color: 'green', Icon: IconCheck },
  refund: { label: S.cashier.actions.refund, color: 'orange', Icon: IconReceiptRefund },
};

/** The decisions the state machine allows on this order now; rejections and refunds ask first. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const m = useOrderDecisions();
  const [proofOpen, setProofOpen] = useState(false);
  const { referenceNo } = order;
  const amount = formatMoney(order.amount);
  const busy = Object.values(m).some((mutation) => mutation.isPending);

  const run: Record<OrderAction, () => void> = {
    approve: () => m.approveDeposit.mutate({ referenceNo }),
    reject: () =>
      order.type === 'DEPOSIT'
        ? confirmWithRemark(
            S.cashier.confirmRejectDeposit(referenceNo, amount),
            (remark) => m.rejectDeposit.mutate({ referenceNo, remark }),
            S.cashier.actions.reject,
          )
        : confirmWithRemark(
            S.cashier.confirmRejectWithdrawal(referenceNo, amount),
            (remark) => m.rejectWithdrawal.mutate({ referenceNo, remark }),
            S.cashier.actions.reject,
          ),
    pay: () => m.payWithdrawal.mutate({ referenceNo }),
    force: () => m.forceReceive.mutate({ referenceNo }),
    proof: () => setProofOpen(true),
    'fully-paid': () => m.resolveWithdrawal.mutate({ referenceNo, outcome: 'FULLY_PAID' }),
    refund: () =>
      confirmWithRemark(
        S.cashier.confirmRefund(referenceNo, amount),
        (remark) => m.resolveWithdrawal.mutate({ referenceNo, outcome: 'REFUNDED', remark }),
        S.cashier.actions.refund,
      ),
  };

  const actions = actionsFor(order);
  if (actions.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => {
        const { label, color, Icon } = LOOK[action];
        return (
          <Button
            key={action}
            size="compact-xs"
            variant="light"
            color={color}
            leftSection={<Icon size={14} />}
            disabled={busy && action !== 'proof'}
            onClick={run[action]}
            data-testid={`cashier-${action}-${referenceNo}`}
          >
            {action === 'proof' ? `${label} (${order.proofCount})` : label}
          </Button>
        );
      })}
      {actions.includes('proof') && (
        <ProofModal order={order} opened={proofOpen} onClose={() => setProofOpen(false)} />
      )}
    </Group>
  );
}
