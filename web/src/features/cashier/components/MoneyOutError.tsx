import { ERRORS } from '@sim/shared/error-codes';
import { MoneyError } from '../../../components/MoneyError';
import { errorCodeOf } from '../../../lib/feedback/errors';
import { PaymentPasswordPrompt } from './PaymentPasswordPrompt';

/** Why a withdrawal or upline transfer was refused; without a payment password, where to set one. */
export function MoneyOutError({ error, testId }: { error: unknown; testId: string }) {
  if (errorCodeOf(error) === ERRORS.paymentPasswordNotSet.errorCode) return <PaymentPasswordPrompt />;
  return <MoneyError error={error} testId={testId} />;
}
