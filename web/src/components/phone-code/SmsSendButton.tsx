import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/feedback/errors';
import { useModals } from '../../lib/modal-router/context';
import type { ExternalSmsApi } from '../../lib/sms/external-sms';
import { type SmsPurpose, type SmsTarget, useSendSmsCode } from '../../lib/sms/sms-code';
import { LOGIN_CODE_THROTTLE_MS, smsCountdownMs, useCountdown, useThrottle } from '../../lib/sms/sms-timing';

interface SmsSendButtonProps {
  purpose: SmsPurpose;
  /** validates the mobile field (showing its message) and says whether a code may be requested */
  canSend: () => boolean;
  target: () => SmsTarget;
  /** the external SMS verification service, when the form's purpose can go through it */
  external?: ExternalSmsApi;
}

/**
 * The one SMS send button (spec sections 4, 5, 8): only once the mobile validates, login codes at
 * most once a second, then disabled for expiredMinutes * 60 s. Server failures open a warning.
 */
export function SmsSendButton({ purpose, canSend, target, external }: SmsSendButtonProps) {
  const { t } = useTranslation();
  const { warn } = useModals();
  const viaService = external?.enabled ?? false;
  const send = useSendSmsCode(purpose, viaService ? external?.send : undefined);
  const countdown = useCountdown();
  const throttle = useThrottle(purpose === 'login' ? LOGIN_CODE_THROTTLE_MS : 0);

  const request = () => {
    if (!canSend() || !throttle()) return;
    const startedAt = Date.now();
    send.mutate(target(), {
      onSuccess: ({ expiredMinutes }) => {
        const roundTripMs = Date.now() - startedAt;
        countdown.start(smsCountdownMs({ expiredMinutes, purpose, roundTripMs, external: viaService }));
        const message = viaService ? t('sms.sentExternal') : t('sms.sent', { minutes: expiredMinutes });
        notifications.show({ color: 'teal', message });
      },
      onError: (error) => warn({ testId: 'sms-error', message: describeError(error, t) }),
    });
  };

  return (
    <Button
      variant="light"
      size="xs"
      mr={4}
      onClick={request}
      loading={send.isPending}
      disabled={countdown.running}
      data-testid="sms-send"
    >
      {countdown.running ? t('sms.resendIn', { seconds: countdown.remaining }) : t('sms.send')}
    </Button>
  );
}
