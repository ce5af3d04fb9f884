import { Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordPair } from '../../../components/PasswordPair';
import { ruleFor, ruleParams } from '../../../lib/form/field-rules';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useModals } from '../../../lib/modal-router/context';
import { useRefreshMemberInfo } from '../../../lib/session/session';
import { useRegisterRules } from '../../../lib/site-status/site-status';
import { useChangePassword } from '../hooks';
import { PASSWORD_ERROR_FIELDS, reportPasswordError } from '../password-errors';
import { changePasswordSchema } from '../password-schemas';

/** `currentPassword`: typed at login; the old password is asked only when the site does not have it. */
export function ChangePasswordForm({ currentPassword }: { currentPassword?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { close } = useModals();
  const refreshMember = useRefreshMemberInfo();
  const change = useChangePassword();
  const rules = useRegisterRules();
  const passwordRule = useMemo(() => ruleFor(rules, 'password', true), [rules]);
  const askOld = currentPassword === undefined;
  const schema = useMemo(() => changePasswordSchema(passwordRule, askOld), [passwordRule, askOld]);
  const { form, field } = useZodForm(
    schema,
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    { messageParams: () => ruleParams(passwordRule) },
  );

  /** Spec section 4: loginInfo, close, go to /. */
  const submit = form.onSubmit(({ oldPassword, newPassword, confirmNewPassword }) =>
    change.mutate(
      {
        oldPassword: askOld ? oldPassword.trim() : currentPassword,
        newPassword: newPassword.trim(),
        confirmNewPassword: confirmNewPassword.trim(),
      },
      {
        onSuccess: () => {
          void refreshMember();
          notifications.show({ color: 'teal', message: t('password.changed') });
          close();
          void navigate('/');
        },
        onError: (error) =>
          reportPasswordError(
            error,
            t,
            {
              ...(askOld ? { oldPassword: PASSWORD_ERROR_FIELDS.oldPassword } : {}),
              newPassword: PASSWORD_ERROR_FIELDS.newPassword,
              confirmNewPassword: PASSWORD_ERROR_FIELDS.confirm,
            },
            (path, message) => form.setFieldError(path, message),
          ),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.changeTitle')}>
      <Stack gap="sm">
        {askOld && (
          <PasswordInput
            name="oldPassword"
            label={t('password.old')}
            autoComplete="current-password"
            {...field('oldPassword')}
          />
        )}
        <PasswordPair
          names={['newPassword', 'confirmNewPassword']}
          labels={[t('password.new'), t('password.confirm')]}
          inputProps={[field('newPassword'), field('confirmNewPassword')]}
        />
        <Button type="submit" loading={change.isPending} data-testid="change-password-submit">
          {t('password.changeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
