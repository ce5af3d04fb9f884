import type { TFunction } from 'i18next';
import { INVALID_RESPONSE, NETWORK_ERROR, WireError } from '../../api/wire';

/** `errors.<errorCode>`; dots become underscores so `login.not.session` stays one key. */
export function errorKey(errorCode: string): string {
  return `errors.${errorCode.replace(/\./g, '_')}`;
}

export function errorCodeOf(error: unknown): string | null {
  return error instanceof WireError ? error.errorCode : null;
}

/**
 * The text a visitor sees for a failed call: the translation of its errorCode, else the server's
 * own (English) message for codes the site does not know.
 */
export function describeError(error: unknown, t: TFunction): string {
  if (!(error instanceof WireError)) return t('errors.generic');
  if (error.errorCode === NETWORK_ERROR) return t('errors.network');
  if (error.errorCode === INVALID_RESPONSE) return t('errors.invalidResponse');
  const key = errorKey(error.errorCode);
  return t(key as never, { defaultValue: error.message });
}
