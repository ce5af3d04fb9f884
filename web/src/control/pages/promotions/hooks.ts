import type { ActivityStatus } from '@sim/shared/relay/promofe';
import { trpc } from '../../api';
import { notifySuccess } from '../../components/notify';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';

/** Often enough that a QA watching sees an application arrive. */
const REFRESH_MS = 3000;

export function usePromotions() {
  return trpc.promotions.list.useQuery({ merchant: useMerchant() });
}

/** A promotion saved or closed: the list, and what members and participations show, read again. */
function usePromotionsChanged() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.promotions.list.invalidate(), utils.promotions.participations.invalidate()]);
}

export function useSavePromotion() {
  const changed = usePromotionsChanged();
  const onSuccess = (promotion: { code: string }) => {
    notifySuccess(S.promotions.saved(promotion.code));
    return changed();
  };
  return {
    create: trpc.promotions.create.useMutation({ onSuccess }),
    edit: trpc.promotions.edit.useMutation({ onSuccess }),
  };
}

export function useClosePromotion() {
  const changed = usePromotionsChanged();
  return trpc.promotions.close.useMutation({
    onSuccess: (promotion) => {
      notifySuccess(S.promotions.closed(promotion.code));
      return changed();
    },
  });
}

export function useParticipations(status: ActivityStatus | undefined) {
  return trpc.promotions.participations.useQuery(
    { merchant: useMerchant(), status, limit: 100 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

/** One participation with its application images (the list leaves them out); read while shown. */
export function useParticipationImages(participationId: number, enabled: boolean) {
  return trpc.promotions.participation.useQuery({ participationId }, { enabled });
}

/** Review, approve (ISSUED) or reject an application: each answers the participation after it. */
export function useApplicationDecisions() {
  const utils = trpc.useUtils();
  const onSuccess = (participation: { username: string; activityStatus: string }) => {
    notifySuccess(S.promotions.decided(participation.username, participation.activityStatus));
    return Promise.all([utils.promotions.participations.invalidate(), utils.promotions.list.invalidate()]);
  };
  return {
    review: trpc.promotions.review.useMutation({ onSuccess }),
    decide: trpc.promotions.decide.useMutation({ onSuccess }),
  };
}

export function useTickets() {
  return trpc.promotions.tickets.useQuery(
    { merchant: useMerchant(), limit: 50 },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function useGrantTickets() {
  const utils = trpc.useUtils();
  return trpc.promotions.grantTickets.useMutation({
    onSuccess: (tickets, input) => {
      notifySuccess(S.promotions.granted(tickets.length, input.username));
      return utils.promotions.tickets.invalidate();
    },
  });
}

export function useForceOutcome() {
  return trpc.promotions.forceOutcome.useMutation();
}
