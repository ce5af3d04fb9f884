import { ERRORS } from '@sim/shared/error-codes';
import { errorCodeOf } from '../../lib/errors';

export function isPaymentPasswordMissing(error: unknown): boolean {
  return errorCodeOf(error) === ERRORS.paymentPasswordNotSet.errorCode;
}
