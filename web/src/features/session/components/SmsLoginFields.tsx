import { PhoneField } from '../../verification/components/PhoneField';
import { SmsCodeField } from '../../verification/components/SmsCodeField';
import type { LoginFormApi } from '../use-login-form';
import { inlineErrorClasses, type LoginFormLayout } from './login-field-props';

/** SMS login (MOBILEVERCODELOGIN3): dialling code, mobile number, and a code from /sms/noLogin. */
export function SmsLoginFields({ login, layout }: { login: LoginFormApi; layout: LoginFormLayout }) {
  const { form, field, fieldIsValid } = login;
  const compact = layout === 'inline';

  return (
    <>
      <PhoneField
        name="mobileNum"
        dialingCode={form.values.countryDialingCode}
        onDialingCodeChange={(code) => form.setFieldValue('countryDialingCode', code)}
        inputProps={{ ...inlineErrorClasses(layout), ...field('mobileNum') }}
        compact={compact}
      />
      <SmsCodeField
        purpose="login"
        canSend={() => fieldIsValid('mobileNum')}
        target={() => ({
          mobile: form.values.mobileNum.trim(),
          countryDialingCode: form.values.countryDialingCode,
        })}
        inputProps={{ ...inlineErrorClasses(layout), ...field('verificationCode') }}
        compact={compact}
      />
    </>
  );
}
