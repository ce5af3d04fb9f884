import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExternalSmsApi } from '../../lib/sms/external-sms';
import type { SmsPurpose, SmsTarget } from '../../lib/sms/sms-code';
import { SmsSendButton } from './SmsSendButton';

interface SmsCodeFieldProps {
  purpose: SmsPurpose;
  canSend: () => boolean;
  target: () => SmsTarget;
  inputProps: TextInputProps;
  compact?: boolean;
  external?: ExternalSmsApi;
}

/** The verification code input, its send button inside on the right. */
export function SmsCodeField({
  purpose,
  canSend,
  target,
  inputProps,
  compact = false,
  external,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const label = t('sms.code');

  return (
    <TextInput
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      aria-label={label}
      label={compact ? undefined : label}
      placeholder={label}
      w={compact ? 176 : undefined}
      rightSectionWidth={compact ? 104 : 116}
      rightSectionPointerEvents="all"
      rightSection={<SmsSendButton purpose={purpose} canSend={canSend} target={target} external={external} />}
      {...inputProps}
    />
  );
}
