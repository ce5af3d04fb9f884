import {
  type Application,
  participationSchema,
  promotionCategoryListSchema,
  promotionListSchema,
} from '@sim/shared/relay/promofe';
import { useMutation, useQuery } from '@tanstack/react-query';
import { wireGet, wireSend } from '../../../api/wire';
import { useToken } from '../../../lib/session/session';
import { rewardsQueryKey, useRewardsMoved } from '../rewards-moved';

/**
 * The promotions with the member's state of each (MCSFE_getAvailablePromotions); a visitor sees the
 * merchant's (MCSFE_getMerchantAvailablePromotions: Join, coming soon or Close).
 */
export function usePromotions() {
  const token = useToken();
  return useQuery({
    queryKey: rewardsQueryKey(token, 'promotions'),
    queryFn: () =>
      token === null
        ? wireGet('/wps/relay/MCSFE_getMerchantAvailablePromotions', promotionListSchema)
        : wireGet('/wps/relay/MCSFE_getAvailablePromotions', promotionListSchema, { auth: true }),
  });
}

/** GET PROMOFE_getPromotionAnnouncementCategory: the tabs of /promotions, with their counts. */
export function usePromotionCategories() {
  return useQuery({
    queryKey: ['promotionCategories'],
    queryFn: () =>
      wireGet('/wps/relay/PROMOFE_getPromotionAnnouncementCategory', promotionCategoryListSchema),
    staleTime: 60_000,
  });
}

/** POST MCSFE_signUpPromotionJoin {promotionId}: Join becomes Joined. */
export function useJoinPromotion() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (promotionId: number) =>
      wireSend(
        'POST',
        '/wps/relay/MCSFE_signUpPromotionJoin',
        participationSchema,
        { promotionId },
        { auth: true },
      ),
    onSettled: moved,
  });
}

/** POST /wps/promotions: the application form (comment and images); it becomes Applying. */
export function useApplyPromotion() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (application: Application & { requestId: string }) =>
      wireSend('POST', '/wps/promotions', participationSchema, application, { auth: true }),
    onSettled: moved,
  });
}

/** POST MCSFE_claimIssuedPromotion: an issued (or ready) reward is paid to the main wallet. */
export function useClaimPromotion() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (claim: { participationId?: number; promotionId?: number }) =>
      wireSend('POST', '/wps/relay/MCSFE_claimIssuedPromotion', participationSchema, claim, { auth: true }),
    onSettled: moved,
  });
}
