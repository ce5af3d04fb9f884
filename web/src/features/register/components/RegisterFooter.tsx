import { Anchor, Button, Checkbox, type CheckboxProps, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandConfig } from '../../../lib/site-status/site-status';

interface RegisterFooterProps {
  agreementProps: CheckboxProps;
  ageProps: CheckboxProps;
  pending: boolean;
  submitLabel: string;
}

/** The terms (linked, for the visitor to tick), the 18+ confirmation and the submit button: neither box
 *  is ticked for the visitor. */
export function RegisterFooter({ agreementProps, ageProps, pending, submitLabel }: RegisterFooterProps) {
  const { t } = useTranslation();
  const { merchantName } = useBrandConfig();

  return (
    <Stack gap="sm">
      <Checkbox
        name="agreement"
        label={
          <Trans
            i18nKey="register.agreement"
            values={{ merchant: merchantName }}
            components={{
              terms: (
                <Anchor component={Link} to="/terms" target="_blank" data-testid="register-terms-link" />
              ),
            }}
          />
        }
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
