import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../hooks';

/** Sign out asks first (platform-spec.md section 4, "Logout"), then returns to the home route. */
export function useConfirmLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('logout.confirmTitle'),
      children: <Text size="sm">{t('logout.confirmBody')}</Text>,
      labels: { confirm: t('logout.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', ...{ 'data-testid': 'logout-confirm' } },
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
