import { Stack } from '@mantine/core';
import type { RegisterField } from '@sim/shared/wps/register';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/CaptchaField';
import { PasswordPair } from '../../../components/PasswordPair';
import { PhoneCodeFields } from '../../../components/phone-code/PhoneCodeFields';
import { GeetestSlider } from '../../geetest/GeetestSlider';
import { type UsernameRegisterFormApi, useUsernameRegisterForm } from '../use-username-register-form';
import { RegisterFieldInput } from './RegisterFieldInput';
import { RegisterFooter } from './RegisterFooter';
import type { RegisterFormProps } from './register-form-props';

/** Registration by username (USERNAMEREG3): username and password, then the merchant's optional fields. */
export function UsernameRegisterForm({ referralCode, submitLabel }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useUsernameRegisterForm(referralCode);
  const { field, shown } = register;

  return (
    <form onSubmit={register.onSubmit} noValidate aria-label={t('register.byUsername')}>
      <Stack gap="sm">
        <RegisterFieldInput field="username" inputProps={register.usernameProps()} />
        <PasswordPair
          names={['password', 'confirmPassword']}
          labels={[t('register.fields.password'), t('register.confirmPassword')]}
          inputProps={[field('password'), field('confirmPassword')]}
        />
        {shown
          .filter((name) => name !== 'username' && name !== 'password')
          .map((name) => (
            <OptionalField key={name} name={name} register={register} />
          ))}
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

/** A field the merchant enabled: the mobile comes with its dialling code (and SMS code under REGMOBVERF3). */
function OptionalField({ name, register }: { name: RegisterField; register: UsernameRegisterFormApi }) {
  const { t } = useTranslation();
  const { field, setup, captcha } = register;

  if (name === 'mobileNum') {
    return (
      <PhoneCodeFields
        purpose="register"
        mobileField="mobileNum"
        form={register}
        withCode={setup.smsCode}
        external={register.external}
      />
    );
  }
  if (name === 'captcha') {
    return (
      <CaptchaField
        captcha={captcha}
        inputProps={{ label: t('register.fields.captcha'), ...field('captcha') }}
      />
    );
  }
  const fromUrl = name === 'affiliateCode' && setup.referralCode !== null;
  return <RegisterFieldInput field={name} inputProps={field(name)} readOnly={fromUrl} />;
}
