import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { RegisterForms } from '../components/RegisterForms';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    upgrade: object;
  }
}

/**
 * Account upgrade (spec section 2): a trial account becomes a real one through the register form;
 * the new member's token replaces the trial session.
 */
export function UpgradeModal() {
  const { t } = useTranslation();
  const { close } = useModals();

  return (
    <ModalFrame testId="upgrade-modal" title={t('upgrade.title')} onClose={close}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('upgrade.intro')}
        </Text>
        <RegisterForms referralCode={null} submitLabel={t('upgrade.submit')} />
      </Stack>
    </ModalFrame>
  );
}
