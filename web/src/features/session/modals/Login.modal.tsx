import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { useRegistrationModes } from '../../register/hooks';
import { LoginForm } from '../components/LoginForm';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    /** `protected`: opened by an action that needs a session ('You are not logged in, please login') */
    login: { reason?: 'protected' };
  }
}

/** The login popup: protected actions open it when nobody is logged in (spec section 4). */
export function LoginModal({ reason }: { reason?: 'protected' }) {
  const { t } = useTranslation();
  const { open, close } = useModals();
  const registration = useRegistrationModes();

  return (
    <ModalFrame testId="login-modal" title={t('login.title')} onClose={close}>
      <Stack gap="md">
        {reason === 'protected' && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="login-needed">
            {t('login.needLogin')}
          </Alert>
        )}
        <LoginForm layout="stacked" />
        {registration.any && (
          <Group gap={6} justify="center">
            <Text size="sm" c="dimmed">
              {t('login.noAccount')}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => open({ name: 'register' })}>
              {t('register.open')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </ModalFrame>
  );
}
