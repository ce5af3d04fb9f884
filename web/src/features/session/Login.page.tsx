import { Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/session';
import { useBrandConfig } from '../../lib/site-status/site-status';
import { RegisterButton } from '../register/components/RegisterButton';
import { FreePlayButton } from './components/FreePlayButton';
import { LoginForm } from './components/LoginForm';

/** /login: where loginedToHomePage sends visitors; register and free play stay reachable from here. */
export function LoginPage() {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();
  const session = useSession();

  if (session.status === 'member') return <Navigate to="/index" replace />;

  return (
    <Center py="xl">
      <Paper withBorder shadow="md" radius="lg" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed">{t('login.intro', { merchant: merchantName })}</Text>
          <LoginForm layout="stacked" />
          <Divider label={t('login.noAccount')} labelPosition="center" />
          <Group justify="center" gap="sm">
            <RegisterButton />
            <FreePlayButton />
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
