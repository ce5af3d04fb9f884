import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';

/** Withdrawals and upline transfers need a payment password: where to set one. */
export function PaymentPasswordPrompt() {
  const { t } = useTranslation();
  const openCentre = useOpenMemberCentre();

  return (
    <Alert color="yellow" icon={<IconShieldLock size={18} />} data-testid="payment-password-prompt">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors.PAYMENT_PASSWORD_NOT_SET')}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => openCentre('securityCenter')}
          data-testid="payment-password-prompt-link"
        >
          {t('security.setPaymentPassword')}
        </Button>
      </Stack>
    </Alert>
  );
}
