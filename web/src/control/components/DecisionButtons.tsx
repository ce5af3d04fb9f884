import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { confirmWithRemark } from './confirm-remark';

interface DecisionButtonsProps {
  /** test ids are `<testIdPrefix>-approve-<id>` and `<testIdPrefix>-reject-<id>` */
  testIdPrefix: string;
  id: string | number;
  busy: boolean;
  approveLabel: string;
  rejectLabel: string;
  /** asked before rejecting, with an optional remark that goes with the decision */
  rejectQuestion: string;
  onApprove: () => void;
  onReject: (remark: string | undefined) => void;
}

/** Approve at once, reject after a confirmation with a remark: how every queue on the panel decides. */
export function DecisionButtons(props: DecisionButtonsProps) {
  const { testIdPrefix, id, busy } = props;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        leftSection={<IconCheck size={14} />}
        disabled={busy}
        onClick={props.onApprove}
        data-testid={`${testIdPrefix}-approve-${id}`}
      >
        {props.approveLabel}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        leftSection={<IconX size={14} />}
        disabled={busy}
        onClick={() => confirmWithRemark(props.rejectQuestion, props.onReject, props.rejectLabel)}
        data-testid={`${testIdPrefix}-reject-${id}`}
      >
        {props.rejectLabel}
      </Button>
    </>
  );
}
