import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { VS } from './strings';

const REFRESH_MS = 3000;

export const useVipRules = () => trpc.vip.rules.useQuery({ merchant: useMerchant() });

export function useSetVipRules() {
  const utils = trpc.useUtils();
  return trpc.vip.setRules.useMutation({
    onSuccess: () => {
      notifySuccess(VS.rulesSaved);
      return utils.vip.rules.invalidate();
    },
  });
}

export const useRankChanges = () =>
  trpc.vip.changes.useQuery({ merchant: useMerchant(), limit: 100 }, { refetchInterval: REFRESH_MS });

export function useSetRank() {
  const utils = trpc.useUtils();
  return trpc.vip.setRank.useMutation({
    onSuccess: (result) => {
      notifySuccess(VS.rankSet(result.username, result.toLevel));
      return Promise.all([utils.vip.changes.invalidate(), utils.vip.member.invalidate()]);
    },
  });
}

export function useRunReview() {
  const utils = trpc.useUtils();
  return trpc.vip.runReview.useMutation({
    onSuccess: (result) => {
      notifySuccess(VS.reviewed(result.moved));
      return utils.vip.changes.invalidate();
    },
  });
}

export const useReferralRule = () => trpc.referral.rule.useQuery({ merchant: useMerchant() });

export function useSetReferralRule() {
  const utils = trpc.useUtils();
  return trpc.referral.setRule.useMutation({
    onSuccess: () => {
      notifySuccess(VS.referralSaved);
      return utils.referral.rule.invalidate();
    },
  });
}

export const useReferrals = () =>
  trpc.referral.list.useQuery({ merchant: useMerchant(), limit: 100 }, { refetchInterval: REFRESH_MS });

export function usePayDue() {
  const utils = trpc.useUtils();
  return trpc.referral.payDue.useMutation({
    onSuccess: (result) => {
      notifySuccess(VS.paid(result.paid));
      return utils.referral.list.invalidate();
    },
  });
}
