import { PhoneCodeFields } from '../../../components/phone-code/PhoneCodeFields';
import type { LoginFormApi } from '../use-login-form';
import { inlineErrorClasses, type LoginFormLayout } from './login-field-props';

/** SMS login (MOBILEVERCODELOGIN3): dialling code, mobile number, and a code from /sms/noLogin. */
export function SmsLoginFields({ login, layout }: { login: LoginFormApi; layout: LoginFormLayout }) {
  return (
    <PhoneCodeFields
      purpose="login"
      mobileField="mobileNum"
      form={login}
      compact={layout === 'inline'}
      inputProps={inlineErrorClasses(layout)}
    />
  );
}
