import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../lib/modal-router/context';
import { useRegistrationModes } from '../hooks';

/** The top bar's register button (DIRECTREG3). */
export function RegisterButton() {
  const { t } = useTranslation();
  const { open } = useModals();
  const { direct } = useRegistrationModes();

  if (!direct) return null;
  return (
    <Button
      variant="gradient"
      gradient={{ from: 'pink.6', to: 'grape.6', deg: 135 }}
      leftSection={<IconUserPlus size={18} />}
      onClick={() => open({ name: 'register' })}
      data-testid="register-open"
    >
      {t('register.open')}
    </Button>
  );
}
