import { Box, Button, Group, Loader } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../../lib/first-paint/lazy-component';
import { useModals } from '../../../lib/modal-router/context';
import { useSession } from '../../../lib/session/session';
import { RegisterButton } from '../../register/components/RegisterButton';
import { AccountBar } from './AccountBar';
import { FreePlayButton } from './FreePlayButton';

/** The inline form shows from lg up (a phone opens the login popup instead): a chunk of its own,
 *  fetched as the header first renders, so that the first screen's script carries neither the form
 *  library nor the inputs, and the first render does not measure the login-mode switch's indicator. */
const InlineLoginForm = lazyComponent(() => import('./LoginForm'), 'LoginForm');

/** The inline form's chunk (tests render it at once, as a site that has fetched it does). */
export const preloadInlineLoginForm = () => InlineLoginForm.preload();

/** The header's session slot: the account when logged in, otherwise the inline login form. */
export function SessionArea() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const { open } = useModals();

  if (session.status === 'member') return <AccountBar member={session.member} />;
  if (session.status === 'loading') return <Loader size="sm" aria-label={t('common.loading')} />;
  // the /login page shows its own form; two forms with the same field names would confuse everyone
  if (pathname === '/login') return null;

  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box visibleFrom="lg">
        <Suspense fallback={null}>
          <InlineLoginForm layout="inline" />
        </Suspense>
      </Box>
      <Button
        hiddenFrom="lg"
        leftSection={<IconLogin size={18} />}
        onClick={() => open({ name: 'login' })}
        data-testid="login-open"
      >
        {t('login.submit')}
      </Button>
      <RegisterButton />
      {/* a phone finds free play in the header's overflow menu */}
      <Box visibleFrom="sm">
        <FreePlayButton />
      </Box>
    </Group>
  );
}
