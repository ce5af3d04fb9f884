import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

type Member = { merchant: string; username: string };

/** A member's bank cards (in full), security questions and turnover locks, read while `enabled`. */
export function useMemberMoney(username: string, enabled: boolean) {
  const input: Member = { merchant: useMerchant(), username };
  return {
    cards: trpc.bankCards.list.useQuery(input, { enabled }),
    questions: trpc.securityQuestions.get.useQuery(input, { enabled }),
    locks: trpc.walletLocks.list.useQuery(input, { enabled }),
  };
}

export function useRemoveBankCard() {
  const utils = trpc.useUtils();
  return trpc.bankCards.remove.useMutation({
    onSuccess: (_cards, input) => {
      notifySuccess(S.memberMoney.cardRemoved(input.bankCardId));
      return utils.bankCards.list.invalidate();
    },
  });
}

export function useClearSecurityAnswers() {
  const utils = trpc.useUtils();
  return trpc.securityQuestions.clear.useMutation({
    onSuccess: (answered) => {
      notifySuccess(S.memberMoney.answersCleared(answered.username));
      return utils.securityQuestions.get.invalidate();
    },
  });
}

export function useLiftLock() {
  const utils = trpc.useUtils();
  return trpc.walletLocks.lift.useMutation({
    onSuccess: (lock) => {
      notifySuccess(S.memberMoney.lockLifted(lock.lockId));
      return utils.walletLocks.list.invalidate();
    },
  });
}
