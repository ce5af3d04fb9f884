import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readDialogText, type WarningRequest } from '../lib/modal-router/modal-requests';
import { DIALOG_WIDTH, ModalFrame } from './ModalFrame';

/** Above the account modals, whose default z-index is 200. */
const WARNING_Z_INDEX = 400;

/** Spec section 8's warning dialog: a message, and either OK or Cancel plus a confirm action. */
export function WarningDialog({ warning, onClose }: { warning: WarningRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const { testId, message, confirmLabel, onConfirm, title, destructive } = warning;

  const confirm = () => {
    onClose();
    onConfirm?.();
  };

  return (
    <ModalFrame
      testId={testId}
      title={
        title ?? (
          <Group gap="xs">
            <IconAlertTriangle size={20} color="var(--mantine-color-yellow-6)" />
            {t('common.warning')}
          </Group>
        )
      }
      onClose={onClose}
      width={DIALOG_WIDTH}
      zIndex={WARNING_Z_INDEX}
    >
      <Stack gap="lg">
        <Text data-testid={`${testId}-message`}>{readDialogText(message)}</Text>
        <Group justify="flex-end" gap="sm">
          {confirmLabel && (
            <Button variant="default" onClick={onClose} data-testid={`${testId}-cancel`}>
              {t('common.cancel')}
            </Button>
          )}
          <Button onClick={confirm} color={destructive ? 'red' : undefined} data-testid={`${testId}-confirm`}>
            {confirmLabel ? readDialogText(confirmLabel) : t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </ModalFrame>
  );
}
