import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModals } from '../../../lib/modal-router/context';
import { useLogout } from '../hooks';

/** Sign out asks first (platform-spec.md section 4, "Logout"), then returns to the home route. */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { warn } = useModals();

  // the site's own dialog (a chunk fetched on first use), not @mantine/modals' provider in the first load
  const confirm = () =>
    warn({
      testId: 'logout',
      title: t('logout.confirmTitle'),
      message: t('logout.confirmBody'),
      confirmLabel: t('logout.confirm'),
      destructive: true,
      // mutateAsync: this button unmounts as soon as the session ends, before mutate's callbacks would run
      onConfirm: async () => {
        await logout.mutateAsync();
        await navigate('/');
      },
    });
  return { confirm, pending: logout.isPending };
}

export function LogoutButton() {
  const { t } = useTranslation();
  const { confirm, pending } = useConfirmLogout();

  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLogout size={18} />}
      onClick={confirm}
      loading={pending}
      data-testid="logout"
    >
      {t('logout.button')}
    </Button>
  );
}
