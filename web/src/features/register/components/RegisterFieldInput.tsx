import { PasswordInput, TextInput } from '@mantine/core';
import type { RegisterField } from '@sim/shared/wps/register';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../lib/form/use-zod-form';

const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'paymentPassword']);
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  email: 'email',
  payeeName: 'name',
  password: 'new-password',
  paymentPassword: 'off',
};

interface RegisterFieldInputProps {
  field: RegisterField;
  inputProps: FieldInputProps;
  readOnly?: boolean;
}

/** One rule-bound register field, named as on the wire and labelled in the visitor's language. */
export function RegisterFieldInput({ field, inputProps, readOnly }: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const common = { name: field, label: t(`register.fields.${field}`), autoComplete: AUTOCOMPLETE[field] };

  if (SECRET_FIELDS.has(field)) return <PasswordInput {...common} {...inputProps} />;
  return (
    <TextInput
      {...common}
      type={field === 'email' ? 'email' : 'text'}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : undefined}
      {...inputProps}
    />
  );
}
