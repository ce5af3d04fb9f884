// GET /wps/v2/wallets/balance (wire-contract.md 4.3: accountTypeId 2 is the main wallet).
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';

export const MAIN_WALLET_TYPE_ID = 2;

export const walletBalanceSchema = z.object({
  accountTypeId: z.number().int(),
  /** MAIN, or the vendor code of a sub-wallet (multi-wallet merchants) */
  accountTypeName: z.string(),
  /** the vendor's name, or Main wallet */
  displayName: z.string(),
  availBalance: z.number(),
});

export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z.array(walletBalanceSchema),
  currency: z.string(),
  currencySymbol: z.string(),
  /** spec section 3: promotions the member can act on now (the header's rewards badge) */
  availablePromo: z.boolean(),
  availablePromoCount: z.number().int(),
  /** spec section 3: unread inbox messages (the inbox badge; 0 where INBOX3 is off) */
  unreadMessage: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceQuerySchema = z.object({ typeId: wireInt(z.number().int()).optional() }).loose();

const contractFlag = z.boolean();

/**
 * GET /wps/member/info/funds/consolidated (wire-contract.md 4.2): the contract flags that show the
 * salary and dividend pages, and the balance some clients read from here.
 */
export const consolidatedSchema = z.object({
  dailysalreqtype: contractFlag,
  divtypereq: contractFlag,
  contracthoursalreq: contractFlag,
  realtimesalreqtype: contractFlag,
  contractmrdailysalinfotype: contractFlag,
  contracthoursalinfo: contractFlag,
  dailysalinfotype: contractFlag,
  divtypeinfo: contractFlag,
  sumBalance: z.number(),
  availBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** GET /wps/relay/GCS_merchantWallet (wire-contract.md 4.3) */
export const merchantWalletSchema = z.object({ isSingle: z.boolean() });

/**
 * GET /wps/wallets/balance, the pre-v2 call of the legacy jQuery client (wire-contract.md 8), which
 * reads `value.balances[accountName=LOTT].availBalance`. `LOTT` names the wallet lottery stakes draw on
 * (the main wallet itself on single-wallet merchants), so it is listed beside the wallets and
 * `sumBalance` counts every wallet once.
 */
export const legacyBalanceSchema = z.object({
  balances: z.array(
    z.object({
      accountName: z.string(),
      accountTypeId: z.number().int(),
      displayName: z.string(),
      availBalance: z.number(),
      balance: z.number(),
    }),
  ),
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type LegacyBalance = z.infer<typeof legacyBalanceSchema>;

export const LEGACY_LOTTERY_ACCOUNT = 'LOTT';
