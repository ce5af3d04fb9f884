import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/CaptchaField';
import { PasswordPair } from '../../../components/PasswordPair';
import { PhoneCodeFields } from '../../../components/phone-code/PhoneCodeFields';
import { GeetestSlider } from '../../geetest/GeetestSlider';
import { useMobileRegisterForm } from '../use-mobile-register-form';
import { RegisterFieldInput } from './RegisterFieldInput';
import { RegisterFooter } from './RegisterFooter';
import type { RegisterFormProps } from './register-form-props';

/** Registration by mobile number: an SMS code always, a password only under MOBILENUMPASSREG3. */
export function MobileRegisterForm({ referralCode, submitLabel }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useMobileRegisterForm(referralCode);
  const { field, setup, extras, captcha } = register;

  return (
    <form onSubmit={register.onSubmit} noValidate aria-label={t('register.byMobile')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('register.mobileHint')}
        </Text>
        <PhoneCodeFields
          purpose="register"
          mobileField="mobile"
          form={register}
          external={register.external}
        />
        {setup.withPassword && (
          <PasswordPair
            names={['password', 'confirmPassword']}
            labels={[t('register.fields.password'), t('register.confirmPassword')]}
            inputProps={[field('password'), field('confirmPassword')]}
          />
        )}
        {extras.captcha && (
          <CaptchaField
            captcha={captcha}
            inputProps={{ label: t('register.fields.captcha'), ...field('captcha') }}
          />
        )}
        {extras.affiliate && (
          <RegisterFieldInput
            field="affiliateCode"
            inputProps={field('affiliateCode')}
            readOnly={setup.referralCode !== null}
          />
        )}
        <GeetestSlider geetest={register.geetest} />
        <RegisterFooter
          agreementProps={field('agreement', { type: 'checkbox' })}
          ageProps={field('ageConfirmed', { type: 'checkbox' })}
          pending={register.pending}
          submitLabel={submitLabel}
        />
      </Stack>
    </form>
  );
}
