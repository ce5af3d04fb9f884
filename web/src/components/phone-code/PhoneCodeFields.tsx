import type { TextInputProps } from '@mantine/core';
import type { FieldInputProps } from '../../lib/form/use-zod-form';
import type { ExternalSmsApi } from '../../lib/sms/external-sms';
import type { SmsPurpose } from '../../lib/sms/sms-code';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';

/** The wire names of a mobile number: `mobileNum`, or `mobile` in mobile registration. */
type MobileField = 'mobileNum' | 'mobile';

/** What the fields need of their form (a useZodForm result): its values, input props and rules. */
export interface PhoneCodeForm<Mobile extends MobileField> {
  form: {
    values: Record<Mobile | 'countryDialingCode', string>;
    setFieldValue: (path: 'countryDialingCode', value: string) => void;
  };
  field: (path: Mobile | 'verificationCode') => FieldInputProps;
  fieldIsValid: (path: Mobile) => boolean;
}

interface PhoneCodeFieldsProps<Mobile extends MobileField> {
  /** which code the send button asks for */
  purpose: SmsPurpose;
  mobileField: Mobile;
  form: PhoneCodeForm<Mobile>;
  /** false: the number alone (username registration without REGMOBVERF3) */
  withCode?: boolean;
  /** the header's inline login: no labels, narrow inputs */
  compact?: boolean;
  /** given to both inputs first (the inline login's floating errors) */
  inputProps?: TextInputProps;
  /** the external SMS verification service (registration, forgot password by phone) */
  external?: ExternalSmsApi;
}

/**
 * Dialling code and mobile number, then the SMS code with its send button, which asks only once the
 * number passes its rule: SMS login, mobile registration, forgot password by phone.
 */
export function PhoneCodeFields<Mobile extends MobileField>({
  purpose,
  mobileField,
  form: { form, field, fieldIsValid },
  withCode = true,
  compact = false,
  inputProps,
  external,
}: PhoneCodeFieldsProps<Mobile>) {
  return (
    <>
      <PhoneField
        name={mobileField}
        dialingCode={form.values.countryDialingCode}
        onDialingCodeChange={(code) => form.setFieldValue('countryDialingCode', code)}
        inputProps={{ ...inputProps, ...field(mobileField) }}
        compact={compact}
      />
      {withCode && (
        <SmsCodeField
          purpose={purpose}
          canSend={() => fieldIsValid(mobileField)}
          target={() => ({
            mobile: form.values[mobileField].trim(),
            countryDialingCode: form.values.countryDialingCode,
          })}
          inputProps={{ ...inputProps, ...field('verificationCode') }}
          compact={compact}
          external={external}
        />
      )}
    </>
  );
}
