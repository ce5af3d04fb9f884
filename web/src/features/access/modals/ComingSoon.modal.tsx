import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH, ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';

/** Header entries whose pages arrive in a later issue. */
export type ComingSoonFeature = 'agentCentre';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    comingSoon: { feature: ComingSoonFeature };
  }
}

/** Deposit, withdraw and the centres open in a later release; until then they say so. */
export function ComingSoonModal({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const title = t(`account.features.${feature}`);

  return (
    <ModalFrame testId="coming-soon-modal" title={title} onClose={close} width={DIALOG_WIDTH}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglass size={30} />
        </ThemeIcon>
        <Text fw={600}>{t('comingSoon.title', { section: title })}</Text>
        <Text size="sm" c="dimmed">
          {t('comingSoon.body')}
        </Text>
        <Button variant="light" onClick={close}>
          {t('common.ok')}
        </Button>
      </Stack>
    </ModalFrame>
  );
}
