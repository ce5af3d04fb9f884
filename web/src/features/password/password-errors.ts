import { notifications } from '@mantine/notifications';
import { ERRORS } from '@sim/shared/error-codes';
import type { TFunction } from 'i18next';
import { describeError, errorCodeOf } from '../../lib/feedback/errors';

/** The password forms' fields for the codes the server may answer with. */
export const PASSWORD_ERROR_FIELDS = {
  oldPassword: [ERRORS.incorrectPassword.errorCode],
  newPassword: [ERRORS.passwordFormat.errorCode, ERRORS.prohibitedPassword.errorCode],
  confirm: [ERRORS.passwordMismatch.errorCode],
  mobileNum: [
    ERRORS.phoneFormat.errorCode,
    ERRORS.phoneMissing.errorCode,
    ERRORS.phoneNotRegistered.errorCode,
  ],
  verificationCode: [
    ERRORS.codeMissing.errorCode,
    ERRORS.codeInvalid.errorCode,
    ERRORS.codeExpired.errorCode,
  ],
  email: [ERRORS.userNotExist.errorCode],
} as const;

/**
 * Beside the field the error belongs to (first message only), else as a notification.
 * `fields` maps a form field to the codes shown beside it.
 */
export function reportPasswordError(
  error: unknown,
  t: TFunction,
  fields: Record<string, readonly string[]>,
  setFieldError: (field: string, message: string) => void,
): void {
  const message = describeError(error, t);
  const code = errorCodeOf(error);
  const field = Object.entries(fields).find(([, codes]) => code !== null && codes.includes(code))?.[0];
  if (field) setFieldError(field, message);
  else notifications.show({ color: 'red', title: t('password.failed'), message });
}
