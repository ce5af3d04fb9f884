// bankCards.*, securityQuestions.*, walletLocks.*: a member's withdrawal accounts (in full), security
// answers and turnover locks, set and lifted by the back office as QA needs them (issue 42).
import {
  addBankCardInput,
  addWalletLockInput,
  bankCardRefInput,
  setSecurityAnswersInput,
  walletLockRefInput,
} from '@sim/shared/admin/member-money';
import { memberRefInput } from '@sim/shared/admin/members';
import { clearSecurityAnswers, storeSecurityAnswers } from '../../domain/accounts/security-answers.ts';
import { securityQuestionCatalogue } from '../../domain/accounts/security-question-texts.ts';
import { customerSecurityQuestions } from '../../domain/accounts/security-questions.ts';
import { addBankCard, bankCardList, removeBankCard } from '../../domain/cashier/bank-cards.ts';
import {
  addWalletLock,
  type LockState,
  liftWalletLock,
  toWireLock,
  walletLocks,
} from '../../domain/wallet/turnover-locks.ts';
import { type AdminContext, adminProcedure, requireMember, requireMerchant, router } from '../trpc.ts';

/** The member an input names, with its merchant. */
async function memberOf(ctx: AdminContext, input: { merchant?: string; username: string }) {
  const merchant = await requireMerchant(ctx, input);
  return { merchant, member: await requireMember(ctx, merchant.code, input.username) };
}

const cardsOf = async (ctx: AdminContext, member: { id: number; username: string }) => ({
  username: member.username,
  ...(await bankCardList(ctx.sim.db, member.id, true)),
});

export const bankCardsRouter = router({
  list: adminProcedure.input(memberRefInput).query(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    return cardsOf(ctx, member);
  }),

  /** binds a card without the payment password (same rules: bank, payee name, at most five, once each) */
  add: adminProcedure.input(addBankCardInput).mutation(async ({ ctx, input }) => {
    const { merchant: _merchant, username: _username, ...card } = input;
    const { merchant, member } = await memberOf(ctx, input);
    await addBankCard(ctx.sim.db, merchant.code, member.id, card);
    return cardsOf(ctx, member);
  }),

  remove: adminProcedure.input(bankCardRefInput).mutation(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    await removeBankCard(ctx.sim.db, member.id, input.bankCardId);
    return cardsOf(ctx, member);
  }),
});

const questionsOf = async (ctx: AdminContext, member: { id: number; username: string }) => ({
  username: member.username,
  ...(await customerSecurityQuestions(ctx.sim.db, member.id, 'EN')),
});

export const securityQuestionsRouter = router({
  /** the questions (ids and English texts) answers may name */
  catalogue: adminProcedure.query(() => securityQuestionCatalogue('EN')),

  /** which questions the member answered (answers are stored hashed: never shown) */
  get: adminProcedure.input(memberRefInput).query(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    return questionsOf(ctx, member);
  }),

  /** sets the member's answers, replacing any, without a proof */
  set: adminProcedure.input(setSecurityAnswersInput).mutation(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    await storeSecurityAnswers(ctx.sim.db, member.id, input.answers);
    return questionsOf(ctx, member);
  }),

  /** forgets the member's answers: the member may set new ones (PUT) */
  clear: adminProcedure.input(memberRefInput).mutation(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    await clearSecurityAnswers(ctx.sim.db, member.id);
    return questionsOf(ctx, member);
  }),
});

const describeLock = (lock: LockState) => ({ wallet: lock.wallet, ...toWireLock(lock) });

export const walletLocksRouter = router({
  /** every lock the member's wallets have had, newest first, with what the open ones still require */
  list: adminProcedure.input(memberRefInput).query(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    return { username: member.username, locks: (await walletLocks(ctx.sim.db, member.id)).map(describeLock) };
  }),

  add: adminProcedure.input(addWalletLockInput).mutation(async ({ ctx, input }) => {
    const { merchant, member } = await memberOf(ctx, input);
    return describeLock(await addWalletLock(ctx.sim, merchant.code, member.id, input));
  }),

  lift: adminProcedure.input(walletLockRefInput).mutation(async ({ ctx, input }) => {
    const { member } = await memberOf(ctx, input);
    return describeLock(await liftWalletLock(ctx.sim, member.id, input.lockId));
  }),
});
