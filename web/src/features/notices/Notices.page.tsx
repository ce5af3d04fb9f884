import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeBrowser } from './components/NoticeBrowser';
import { useAnnouncements } from './hooks';

/** /noticePage: the notices as a page of their own. */
export function NoticesPage() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('notices.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        {announcements.data ? (
          <NoticeBrowser notices={announcements.data.player} height={560} />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
      </Paper>
    </Stack>
  );
}
