import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryCodeSelect } from './CountryCodeSelect';

interface PhoneFieldProps {
  /** the wire name of the number: `mobileNum`, or `mobile` for mobile registration */
  name: string;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  inputProps: TextInputProps;
  compact?: boolean;
}

/** Country dialling code beside the mobile number. */
export function PhoneField({
  name,
  dialingCode,
  onDialingCodeChange,
  inputProps,
  compact = false,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const label = t('sms.mobile');

  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <CountryCodeSelect value={dialingCode} onChange={onDialingCodeChange} compact={compact} />
      <TextInput
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-label={label}
        label={compact ? undefined : label}
        placeholder={label}
        flex={compact ? undefined : 1}
        w={compact ? 120 : undefined}
        {...inputProps}
      />
    </Group>
  );
}
