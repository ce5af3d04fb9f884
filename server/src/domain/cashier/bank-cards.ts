// Bank cards: the withdrawal accounts a member binds (PUT /wps/member/bankCard, with the payment
// password; the back office without). Every card is in the member's payee name: the first card gives a
// member without one its name, a card in another name is refused. At most BANK_CARD_LIMIT cards, each
// account once. The legacy withdrawal pays out to one of them (legacy-withdraw.ts).
import {
  BANK_CARD_LIMIT,
  type BankCardList,
  type BindBankCard,
  WITHDRAW_BANK_DETAILS,
  type WithdrawBank,
  type WithdrawBanks,
} from '@sim/shared/wps/bank-card';
import type { Db } from '../../db/client.ts';
import { type Sql, sqlTransaction } from '../../db/sql.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { BankCard } from '../../generated/prisma/client.ts';
import { type PinDeps, requirePaymentPassword } from './payment-password.ts';
import { boundCards, insertBankCard, lockMemberRow, payeeNameOf, setPayeeName } from './queries.ts';

export type NewCard = Omit<BindBankCard, 'paymentPassword'>;

const isWithdrawBank = (code: string): code is WithdrawBank => code in WITHDRAW_BANK_DETAILS;

/** GET /wps/system/withdrawBanks: every bank a card can be bound at. */
export function withdrawBanks(): WithdrawBanks {
  return {
    banks: Object.entries(WITHDRAW_BANK_DETAILS).map(([bankCode, bank]) => ({
      bankCode,
      bankName: bank.name,
      type: bank.type,
    })),
  };
}

/** All but the last four characters hidden, as a cashier page shows an account. */
export const maskAccountNo = (accountNo: string) =>
  accountNo.length <= 4 ? accountNo : `${'*'.repeat(accountNo.length - 4)}${accountNo.slice(-4)}`;

/**
 * The member's cards as the wire lists them: the account numbers masked for the member, in full for
 * the back office (`reveal`).
 */
export async function bankCardList(db: Db, memberId: number, reveal = false): Promise<BankCardList> {
  const [member, cards] = await Promise.all([
    db.member.findUniqueOrThrow({ where: { id: memberId }, select: { payeeName: true } }),
    db.bankCard.findMany({ where: { memberId }, orderBy: { id: 'asc' } }),
  ]);
  return {
    cards: cards.map((card) => ({
      bankCardId: card.id,
      bankCode: card.bankCode,
      bankName: isWithdrawBank(card.bankCode) ? WITHDRAW_BANK_DETAILS[card.bankCode].name : card.bankCode,
      accountNo: reveal ? card.accountNo : maskAccountNo(card.accountNo),
      accountName: card.accountName,
      branch: card.branch,
      createTime: card.createdAt.getTime(),
    })),
    maxCards: BANK_CARD_LIMIT,
    payeeName: member.payeeName,
  };
}

/** The card's holder: the payee name when the member has one (and the card must be in it), else the card's. */
async function holderName(sql: Sql, memberId: number, card: NewCard): Promise<string> {
  const payee = await payeeNameOf(sql, memberId);
  if (payee !== null && card.accountName !== undefined && card.accountName !== payee)
    throw PlatformError.of('bankCardNameMismatch');
  const name = payee ?? card.accountName;
  if (name === undefined)
    throw PlatformError.of('bankCardNameMismatch', { message: 'Name the account holder (accountName)' });
  if (payee === null) await setPayeeName(sql, memberId, name);
  return name;
}

/** Binds a card by the rules above, without the payment password (the back office's way in). */
export async function addBankCard(db: Db, merchantCode: string, memberId: number, card: NewCard) {
  if (!isWithdrawBank(card.bankCode)) throw PlatformError.of('channelNotFound', { message: 'No such bank' });
  await sqlTransaction(db, async (sql) => {
    // the member's row first: parallel binds of one member queue here (PostgreSQL), so the count holds
    await lockMemberRow(sql, memberId);
    const bound = await boundCards(sql, memberId);
    if (bound.some((c) => c.bankCode === card.bankCode && c.accountNo === card.accountNo))
      throw PlatformError.of('bankCardExists');
    if (bound.length >= BANK_CARD_LIMIT) throw PlatformError.of('bankCardLimit');
    const accountName = await holderName(sql, memberId, card);
    await insertBankCard(sql, {
      merchantCode,
      memberId,
      bankCode: card.bankCode,
      accountNo: card.accountNo,
      accountName,
      branch: card.branch ?? null,
    });
  });
}

/** PUT /wps/member/bankCard: the payment password proves the member (wrong ones count towards its lock). */
export async function bindBankCard(
  deps: PinDeps,
  merchantCode: string,
  memberId: number,
  request: BindBankCard,
): Promise<BankCardList> {
  const { paymentPassword, ...card } = request;
  await requirePaymentPassword(deps, memberId, paymentPassword);
  await addBankCard(deps.db, merchantCode, memberId, card);
  return bankCardList(deps.db, memberId);
}

/** One of the member's cards: BANK_CARD_REQUIRED when they have none, BANK_CARD_NOT_FOUND for another id. */
export async function bankCardOf(db: Db, memberId: number, bankCardId: number): Promise<BankCard> {
  const card = await db.bankCard.findFirst({ where: { id: bankCardId, memberId } });
  if (card) return card;
  if ((await db.bankCard.count({ where: { memberId } })) === 0) throw PlatformError.of('bankCardRequired');
  throw PlatformError.of('bankCardNotFound');
}

/** The back office unbinds a card. */
export async function removeBankCard(db: Db, memberId: number, bankCardId: number): Promise<void> {
  await bankCardOf(db, memberId, bankCardId);
  await db.bankCard.delete({ where: { id: bankCardId } });
}
