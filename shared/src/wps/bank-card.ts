// Bank cards (withdrawal accounts) and the withdrawal banks: GET /wps/member/bankCard, encrypted
// PUT /wps/member/bankCard, GET /wps/system/withdrawBanks (endpoint-registry.md J). The shapes are not
// public: the answer lists the member's cards with the account number masked, as a cashier page shows
// them; the legacy withdrawal names a card by its `bankCardId`.
import { z } from 'zod';
import { accountNoSchema, type WITHDRAW_BANKS } from './cashier.ts';

export type WithdrawBank = (typeof WITHDRAW_BANKS)[number];

/** The banks' own names (brand names: the same in every language) and what kind of account they keep. */
export const WITHDRAW_BANK_DETAILS: Record<WithdrawBank, { name: string; type: 'EWALLET' | 'BANK' }> = {
  BKASH: { name: 'bKash', type: 'EWALLET' },
  NAGAD: { name: 'Nagad', type: 'EWALLET' },
  ROCKET: { name: 'Rocket', type: 'EWALLET' },
  DBBL: { name: 'Dutch-Bangla Bank', type: 'BANK' },
  BRAC: { name: 'BRAC Bank', type: 'BANK' },
  VCB: { name: 'Vietcombank', type: 'BANK' },
  ACB: { name: 'Asia Commercial Bank', type: 'BANK' },
  TCB: { name: 'Techcombank', type: 'BANK' },
};

/** GET /wps/system/withdrawBanks */
export const withdrawBanksSchema = z.object({
  banks: z.array(z.object({ bankCode: z.string(), bankName: z.string(), type: z.enum(['EWALLET', 'BANK']) })),
});
export type WithdrawBanks = z.infer<typeof withdrawBanksSchema>;

/** A member binds at most this many cards. */
export const BANK_CARD_LIMIT = 5;

export const bankCardSchema = z.object({
  bankCardId: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** all but the last four characters masked */
  accountNo: z.string(),
  accountName: z.string(),
  branch: z.string().nullable(),
  /** ms epoch on the simulated clock */
  createTime: z.number(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

/** GET /wps/member/bankCard (and the answer of PUT) */
export const bankCardListSchema = z.object({
  cards: z.array(bankCardSchema),
  maxCards: z.number().int(),
  /** every card is in this name: the first card sets it when the member has none yet */
  payeeName: z.string().nullable(),
});
export type BankCardList = z.infer<typeof bankCardListSchema>;

/** PUT /wps/member/bankCard (encrypted): the payment password proves the member. */
export const bindBankCardSchema = z.object({
  bankCode: z.string().trim().min(1).max(32),
  accountNo: accountNoSchema,
  /** defaults to the member's payee name; must be it when one is set */
  accountName: z.string().trim().min(1).max(80).optional(),
  branch: z.string().trim().min(1).max(80).optional(),
  paymentPassword: z.string().min(1).max(64),
});
export type BindBankCard = z.infer<typeof bindBankCardSchema>;
