import { Checkbox, type CheckboxProps, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginFormLayout } from './login-field-props';

/** Remember me (spec section 9): the crowded header shows the words only on wide screens. */
export function RememberMeCheckbox({
  layout,
  inputProps,
}: {
  layout: LoginFormLayout;
  inputProps: CheckboxProps;
}) {
  const { t } = useTranslation();
  const label = t('login.remember');
  const inline = layout === 'inline';

  return (
    <Checkbox
      name="remember"
      size={inline ? 'xs' : 'sm'}
      aria-label={label}
      title={label}
      label={
        inline ? (
          <Text component="span" size="xs" visibleFrom="xl">
            {label}
          </Text>
        ) : (
          label
        )
      }
      {...inputProps}
      data-testid="login-remember"
      mt={inline ? 10 : 0}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
