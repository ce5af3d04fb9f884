import { Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { text } from '../../lib/form/form-input';
import { S } from '../strings';

/** The admin surface's remarks (cashier, promotions, points) take at most 200 characters. */
const REMARK_MAX = 200;

/** Like confirm's confirmThen, with an optional remark that goes with the decision. */
export function confirmWithRemark(
  message: string,
  action: (remark: string | undefined) => void,
  confirmLabel: string = S.common.confirm,
): void {
  let remark = '';
  modals.openConfirmModal({
    title: S.confirm.title,
    children: (
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Textarea
          label={S.cashier.remarkOptional}
          maxLength={REMARK_MAX}
          rows={2}
          onChange={(event) => {
            remark = event.currentTarget.value;
          }}
          data-testid="cashier-remark"
        />
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: S.common.cancel },
    confirmProps: { color: 'red', 'data-testid': 'confirm-action' } as Record<string, string>,
    cancelProps: { 'data-testid': 'confirm-cancel' } as Record<string, string>,
    onConfirm: () => action(text(remark)),
  });
}
