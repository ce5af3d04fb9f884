// bankCards.*, securityQuestions.*, walletLocks.*: a member's withdrawal accounts, security answers and
// turnover locks, as the back office, the CLI and scenario files set them (issue 42).
import { z } from 'zod';
import { moneyNumberSchema } from '../money-schema.ts';
import { bindBankCardSchema } from '../wps/bank-card.ts';
import { securityAnswersSchema } from '../wps/security-questions.ts';
import { memberRefInput } from './members.ts';

/** A card bound for the member without the payment password (the holder defaults to the payee name). */
export const addBankCardInput = memberRefInput.extend(
  bindBankCardSchema.omit({ paymentPassword: true }).shape,
);
export const bankCardRefInput = memberRefInput.extend({ bankCardId: z.number().int().min(1) });

/** The member's answers, replacing any: three different questions of securityQuestions.catalogue. */
export const setSecurityAnswersInput = memberRefInput.extend({ answers: securityAnswersSchema });

/** Money may not leave `wallet` (MAIN or a vendor code) until `turnover` more is bet from it. */
export const addWalletLockInput = memberRefInput.extend({
  wallet: z.string().trim().min(1).max(32).default('MAIN'),
  turnover: moneyNumberSchema.positive(),
  reason: z.string().trim().min(1).max(200).default('Turnover requirement'),
});
export const walletLockRefInput = memberRefInput.extend({ lockId: z.number().int().min(1) });
