import { Box, Button, Loader } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../hooks';
import { AccountBar } from './AccountBar';
import { LoginForm } from './LoginForm';

/** The header's session slot: the account when logged in, otherwise the inline login form. */
export function SessionArea() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();

  if (session.status === 'member') return <AccountBar member={session.member} />;
  if (session.status === 'loading') return <Loader size="sm" aria-label={t('common.loading')} />;
  // the /login page shows its own form; two forms with the same field names would confuse everyone
  if (pathname === '/login') return null;

  return (
    <>
      <Box visibleFrom="lg">
        <LoginForm layout="inline" />
      </Box>
      <Button component={Link} to="/login" hiddenFrom="lg" leftSection={<IconLogin size={18} />}>
        {t('login.submit')}
      </Button>
    </>
  );
}
