// Where a failed registration's error shows (spec sections 5 and 8): beside its field when the
// server names one, in a warning dialog for a bad invitation code, otherwise as a notification.
import { ERRORS } from '@sim/shared/error-codes';
import { fieldErrorValueSchema } from '@sim/shared/wps/register';
import type { TFunction } from 'i18next';
import { WireError } from '../../api/wire';
import { describeError } from '../../lib/feedback/errors';
import { patternMessageKey } from '../../lib/form/field-rules';

export type RegisterErrorPlace =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'warning'; message: string }
  | { kind: 'notification'; message: string };

const FIELD_OF_CODE: Record<string, string> = {
  [ERRORS.usernameTaken.errorCode]: 'username',
  [ERRORS.usernameFormat.errorCode]: 'username',
  [ERRORS.passwordFormat.errorCode]: 'password',
  [ERRORS.prohibitedPassword.errorCode]: 'password',
  [ERRORS.passwordMismatch.errorCode]: 'confirmPassword',
  [ERRORS.mobileTaken.errorCode]: 'mobileNum',
  [ERRORS.phoneFormat.errorCode]: 'mobileNum',
  [ERRORS.phoneMissing.errorCode]: 'mobileNum',
  [ERRORS.codeMissing.errorCode]: 'verificationCode',
  [ERRORS.codeInvalid.errorCode]: 'verificationCode',
  [ERRORS.codeExpired.errorCode]: 'verificationCode',
  [ERRORS.captchaIncorrect.errorCode]: 'captcha',
};

export function placeRegisterError(
  error: unknown,
  t: TFunction,
  /** the form's own name for a wire field (the mobile form calls mobileNum `mobile`) */
  formField: (wireField: string) => string | null,
): RegisterErrorPlace {
  const message = describeError(error, t);
  if (!(error instanceof WireError)) return { kind: 'notification', message };
  if (error.errorCode === ERRORS.invalidAffiliate.errorCode) {
    return { kind: 'warning', message: t('errors.invitation_code_error') };
  }
  const named = fieldErrorValueSchema.safeParse(error.value).data;
  if (
    named &&
    (error.errorCode === ERRORS.fieldRequired.errorCode || error.errorCode === ERRORS.fieldInvalid.errorCode)
  ) {
    const field = formField(named.field);
    const text =
      error.errorCode === ERRORS.fieldRequired.errorCode
        ? t('validation.required')
        : t(patternMessageKey(named.patternId ?? 0) as never, { min: named.minLength, max: named.maxLength });
    return field ? { kind: 'field', field, message: text } : { kind: 'notification', message: text };
  }
  const wireField = FIELD_OF_CODE[error.errorCode];
  const field = wireField ? formField(wireField) : null;
  return field ? { kind: 'field', field, message } : { kind: 'notification', message };
}
