import { Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordPair } from '../../../components/PasswordPair';
import { PhoneCodeFields } from '../../../components/phone-code/PhoneCodeFields';
import { describeError } from '../../../lib/feedback/errors';
import { ruleFor, ruleParams } from '../../../lib/form/field-rules';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useBrandConfig, useRegisterRules } from '../../../lib/site-status/site-status';
import { useExternalSms } from '../../../lib/sms/external-sms';
import { useCompleteLogin } from '../../session/login-flow';
import { useSetPasswordByPhone } from '../hooks';
import { PASSWORD_ERROR_FIELDS, reportPasswordError } from '../password-errors';
import { forgotByPhoneSchema } from '../password-schemas';

/** CHNGPASSVERIF3: a code to the mobile, a new password, then logged in, modal closed, back to /. */
export function ForgotByPhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useRegisterRules();
  const { countryDialingCode } = useBrandConfig();
  const setPassword = useSetPasswordByPhone();
  const complete = useCompleteLogin();
  const mobileRule = useMemo(() => ruleFor(rules, 'mobileNum'), [rules]);
  const passwordRule = useMemo(() => ruleFor(rules, 'password', true), [rules]);
  const schema = useMemo(() => forgotByPhoneSchema(mobileRule, passwordRule), [mobileRule, passwordRule]);
  const zodForm = useZodForm(
    schema,
    { countryDialingCode, mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    { messageParams: () => ruleParams(passwordRule) },
  );
  const { form, field } = zodForm;
  const external = useExternalSms('forgotPassword');

  const submit = form.onSubmit(async (values) => {
    const proof = await external.tryProof(values.verificationCode, (error) =>
      form.setFieldError('verificationCode', describeError(error, t)),
    );
    if (!proof) return;
    setPassword.mutate(
      {
        newPassword: values.newPassword.trim(),
        confirmPassword: values.confirmPassword.trim(),
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        ...proof,
      },
      {
        onSuccess: (login) => {
          complete(login, { type: 'sms' });
          void navigate('/');
        },
        onError: (error) =>
          reportPasswordError(
            error,
            t,
            {
              mobileNum: PASSWORD_ERROR_FIELDS.mobileNum,
              verificationCode: PASSWORD_ERROR_FIELDS.verificationCode,
              newPassword: PASSWORD_ERROR_FIELDS.newPassword,
              confirmPassword: PASSWORD_ERROR_FIELDS.confirm,
            },
            (path, message) => form.setFieldError(path, message),
          ),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('forgot.byPhone')}>
      <Stack gap="sm">
        <PhoneCodeFields
          purpose="forgotPassword"
          mobileField="mobileNum"
          form={zodForm}
          external={external}
        />
        <PasswordPair
          names={['newPassword', 'confirmPassword']}
          labels={[t('password.new'), t('password.confirm')]}
          inputProps={[field('newPassword'), field('confirmPassword')]}
        />
        <Button type="submit" loading={setPassword.isPending} data-testid="forgot-submit">
          {t('forgot.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
