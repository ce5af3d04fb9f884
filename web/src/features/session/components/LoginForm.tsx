import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { captchaRequested, isCaptchaError, useCaptchaImage, useLogin } from '../hooks';
import { emptyLoginForm, loginFormSchema } from '../login-form-schema';
import { CaptchaField } from './CaptchaField';
import classes from './LoginForm.module.css';

export type LoginFormLayout = 'inline' | 'stacked';

/** The header's inline form and the /login page's form: one component, two layouts. */
export function LoginForm({ layout }: { layout: LoginFormLayout }) {
  const { t } = useTranslation();
  const login = useLogin();
  const { form, field } = useZodForm(loginFormSchema, emptyLoginForm);
  const captcha = useCaptchaImage(form.values.needsCaptcha);
  const inline = layout === 'inline';

  const labelled = (label: string) =>
    inline
      ? {
          'aria-label': label,
          placeholder: label,
          w: 150,
          classNames: { root: classes.inlineField, error: classes.inlineError },
        }
      : { label, placeholder: label };

  const handleFailure = (error: unknown) => {
    const message = describeError(error, t);
    notifications.show({ color: 'red', title: t('login.failed'), message });
    if (captchaRequested(error)) form.setFieldValue('needsCaptcha', true);
    form.setFieldValue('captcha', '');
    if (form.values.needsCaptcha) captcha.refresh(true);
    form.setFieldError(isCaptchaError(error) ? 'captcha' : 'password', message);
  };

  const submit = form.onSubmit(({ username, password, captcha: code }) =>
    login.mutate(
      { username: username.trim(), password: password.trim(), captcha: code.trim() },
      { onError: handleFailure },
    ),
  );

  const fields = (
    <>
      <TextInput
        name="username"
        autoComplete="username"
        {...labelled(t('login.username'))}
        {...field('username')}
      />
      <PasswordInput
        name="password"
        autoComplete="current-password"
        {...labelled(t('login.password'))}
        {...field('password')}
      />
      {form.values.needsCaptcha && (
        <CaptchaField
          image={captcha.image}
          loading={captcha.loading}
          onRefresh={() => captcha.refresh()}
          inputProps={{ ...labelled(t('login.captcha')), ...field('captcha') }}
        />
      )}
      <Button
        type="submit"
        loading={login.isPending}
        leftSection={<IconLogin size={18} />}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.formLabel')}>
      {inline ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {fields}
        </Group>
      ) : (
        <Stack gap="sm">{fields}</Stack>
      )}
    </form>
  );
}
