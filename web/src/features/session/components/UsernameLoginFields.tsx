import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/CaptchaField';
import type { CaptchaImage } from '../../../lib/form/use-captcha-image';
import type { LoginFormApi } from '../use-login-form';
import { type LoginFormLayout, labelledField } from './login-field-props';

interface UsernameLoginFieldsProps {
  login: LoginFormApi;
  captcha: CaptchaImage;
  layout: LoginFormLayout;
}

const INLINE_FIELDS = ['username', 'password', 'captcha'] as const;

export function UsernameLoginFields({ login, captcha, layout }: UsernameLoginFieldsProps) {
  const { t } = useTranslation();
  const { form } = login;
  // the header's errors float under their fields, where two would overlap: the first one's text, the rest a red border
  const speaking = INLINE_FIELDS.find((name) => form.errors[name]);
  const field = (name: (typeof INLINE_FIELDS)[number]) => {
    const props = login.field(name);
    return layout === 'inline' && props.error && name !== speaking ? { ...props, error: true } : props;
  };

  return (
    <>
      <TextInput
        name="username"
        autoComplete="username"
        // the login popup's focus trap puts the cursor here, not on the popup's close button
        data-autofocus={layout === 'stacked' || undefined}
        {...labelledField(layout, t('login.username'))}
        {...field('username')}
      />
      <PasswordInput
        name="password"
        autoComplete="current-password"
        {...labelledField(layout, t('login.password'))}
        {...field('password')}
      />
      {form.values.needsCaptcha && (
        <CaptchaField
          captcha={captcha}
          inputProps={{ ...labelledField(layout, t('login.captcha')), ...field('captcha') }}
        />
      )}
    </>
  );
}
