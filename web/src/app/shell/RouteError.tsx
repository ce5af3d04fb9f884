import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A page that failed to load (a missing chunk after a release, a network drop): reload to recover. */
export function RouteError() {
  const { t } = useTranslation();

  return (
    <Center py={80} data-testid="route-error">
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack align="center" ta="center">
          <IconAlertTriangle size={40} color="var(--mantine-color-yellow-6)" />
          <Title order={1} size="h3">
            {t('errors.pageLoadTitle')}
          </Title>
          <Text c="dimmed">{t('errors.pageLoad')}</Text>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
