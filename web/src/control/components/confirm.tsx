import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { S } from '../strings';

/** Destructive actions (reset, restore, import, clear) ask first. */
export function confirmThen(
  message: string,
  action: () => void,
  confirmLabel: string = S.common.confirm,
): void {
  modals.openConfirmModal({
    title: S.confirm.title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: S.common.cancel },
    confirmProps: { color: 'red', 'data-testid': 'confirm-action' } as Record<string, string>,
    cancelProps: { 'data-testid': 'confirm-cancel' } as Record<string, string>,
    onConfirm: action,
  });
}
