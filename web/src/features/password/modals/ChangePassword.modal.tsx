import { Alert, Button, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { useLogout } from '../../session/hooks';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** forced after login: `currentPassword` is the password typed at login, so no old password is asked */
    changePassword: ChangePasswordModalProps;
  }
}

interface ChangePasswordModalProps {
  /** after a login with the default or an expired password: cannot be dismissed, only signed out of */
  forced: boolean;
  currentPassword?: string;
}

export function ChangePasswordModal({ forced, currentPassword }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const { close } = useModals();
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = async () => {
    await logout.mutateAsync();
    close();
    await navigate('/');
  };

  return (
    <ModalFrame
      testId="change-password-modal"
      title={t('password.changeTitle')}
      onClose={close}
      closable={!forced}
    >
      <Stack gap="md">
        {forced && (
          <Alert color="yellow" data-testid="forced-change-notice">
            {t('password.forcedNotice')}
          </Alert>
        )}
        <ChangePasswordForm currentPassword={currentPassword} />
        {forced && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={16} />}
            onClick={() => void signOut()}
            loading={logout.isPending}
          >
            {t('logout.button')}
          </Button>
        )}
      </Stack>
    </ModalFrame>
  );
}
