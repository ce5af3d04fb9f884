import { Button, Center, Loader, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

export function BootLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" data-testid="boot-loader">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** /wps/system/status could not be read, so the site cannot know which screen to show. */
export function BootFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen testId="boot-failed" icon={<IconWifiOff size={40} />} title={t('system.bootFailed.title')}>
      <Text c="dimmed">{t('errors.network')}</Text>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </StatusScreen>
  );
}
