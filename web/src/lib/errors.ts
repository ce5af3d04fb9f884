import type { TFunction } from 'i18next';
import { INVALID_RESPONSE, NETWORK_ERROR, WireError } from '../api/wire';

/** The text a visitor sees for a failed call: the server's own message, or ours when there is none. */
export function describeError(error: unknown, t: TFunction): string {
  if (!(error instanceof WireError)) return t('errors.generic');
  if (error.errorCode === NETWORK_ERROR) return t('errors.network');
  if (error.errorCode === INVALID_RESPONSE) return t('errors.invalidResponse');
  return error.message;
}
