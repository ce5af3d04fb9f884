// GET /wps/v2/wallets/balance (wire-contract.md 4.3: accountTypeId 2 is the main wallet).
import { z } from 'zod';

export const MAIN_WALLET_TYPE_ID = 2;

export const walletBalanceSchema = z.object({
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  availBalance: z.number(),
});

export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z.array(walletBalanceSchema),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceQuerySchema = z.object({ typeId: z.coerce.number().int().optional() }).loose();
