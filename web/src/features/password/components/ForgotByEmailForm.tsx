import { Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useModals } from '../../../lib/modal-router/context';
import { useForgotByEmail } from '../hooks';
import { PASSWORD_ERROR_FIELDS, reportPasswordError } from '../password-errors';
import { forgotByEmailSchema } from '../password-schemas';

/** Spec section 4: the mail is sent, a confirmation shows, the modal closes. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const { close } = useModals();
  const forgot = useForgotByEmail();
  const { form, field } = useZodForm(forgotByEmailSchema, { username: '', email: '' });

  const submit = form.onSubmit(({ username, email }) =>
    forgot.mutate(
      { username: username.trim(), email: email.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: t('forgot.emailSentTitle'),
            message: t('forgot.emailSent', { email: email.trim() }),
            ...{ 'data-testid': 'forgot-email-sent' },
          });
          close();
        },
        onError: (error) =>
          reportPasswordError(error, t, { email: PASSWORD_ERROR_FIELDS.email }, (path, message) =>
            form.setFieldError(path, message),
          ),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('forgot.byEmail')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgot.emailHint')}
        </Text>
        <TextInput
          name="username"
          label={t('login.username')}
          autoComplete="username"
          {...field('username')}
        />
        <TextInput
          name="email"
          type="email"
          label={t('register.fields.email')}
          autoComplete="email"
          {...field('email')}
        />
        <Button type="submit" loading={forgot.isPending} data-testid="forgot-submit">
          {t('forgot.sendEmail')}
        </Button>
      </Stack>
    </form>
  );
}
