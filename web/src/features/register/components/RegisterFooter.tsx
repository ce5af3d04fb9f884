import { Button, Checkbox, type CheckboxProps, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBrandConfig } from '../../../lib/site-status/site-status';

interface RegisterFooterProps {
  agreementProps: CheckboxProps;
  ageProps: CheckboxProps;
  pending: boolean;
  submitLabel: string;
}

/** The terms (ticked by default), the 18+ confirmation (never pre-ticked) and the submit button. */
export function RegisterFooter({ agreementProps, ageProps, pending, submitLabel }: RegisterFooterProps) {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();

  return (
    <Stack gap="sm">
      <Checkbox
        name="agreement"
        label={t('register.agreement', { merchant: merchantName })}
        {...agreementProps}
        data-testid="register-agreement"
      />
      <Checkbox name="ageConfirmed" label={t('register.age')} {...ageProps} data-testid="register-age" />
      <Button
        type="submit"
        loading={pending}
        leftSection={<IconUserPlus size={18} />}
        data-testid="register-submit"
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
