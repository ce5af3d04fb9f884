import {
  participationListSchema,
  participationSchema,
  promoCodeListSchema,
  raffleResultSchema,
  raffleStatusListSchema,
  spinResultSchema,
  ticketListSchema,
} from '@sim/shared/relay/promofe';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ValueSchema } from '../../../api/wire';
import { wireGet, wireSend } from '../../../api/wire';
import { useToken } from '../../../lib/session/session';
import { rewardsQueryKey, useRewardsMoved } from '../rewards-moved';

function useRewardQuery<T>(
  name: string,
  path: string,
  schema: ValueSchema<T>,
  query?: Record<string, string>,
) {
  const token = useToken();
  return useQuery({
    queryKey: rewardsQueryKey(token, name),
    queryFn: () => wireGet(path, schema, { auth: true, query }),
    enabled: token !== null,
  });
}

/** GET PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE: slot machine and prize wheel tickets. */
export function useTickets() {
  return useRewardQuery('tickets', '/wps/relay/PROMOFE_getClaimTicketList', ticketListSchema, {
    isApp: 'N',
    status: 'AVAILABLE',
  });
}

/**
 * A spin of a ticket: PROMOFE_spinSlotMachine while a slot machine ticket has spins after this one,
 * PROMOFE_claimTicket for its last spin and for a prize wheel (the claim pays what the ticket won).
 * The lists refresh once the reels have stopped (`settle`), not before: the answer must not show
 * before the animation does.
 */
export function useSpinTicket() {
  return useMutation({
    mutationFn: ({ transactionId, last }: { transactionId: string; last: boolean }) =>
      wireSend(
        'POST',
        last ? '/wps/relay/PROMOFE_claimTicket' : '/wps/relay/PROMOFE_spinSlotMachine',
        spinResultSchema,
        { transactionId, isApp: 'N' },
        { auth: true },
      ),
  });
}

/** GET MCSFE_getRafflePromotionStatus: every raffle on now, with the member's draw once drawn. */
export function useRaffles() {
  return useRewardQuery('raffles', '/wps/relay/MCSFE_getRafflePromotionStatus', raffleStatusListSchema);
}

/** POST MCS2_claimRafflePromotion {promotionId}: the member's one draw. */
export function useClaimRaffle() {
  return useMutation({
    mutationFn: (promotionId: number) =>
      wireSend(
        'POST',
        '/wps/relay/MCS2_claimRafflePromotion',
        raffleResultSchema,
        { promotionId },
        { auth: true },
      ),
  });
}

/** GET PROMOFE_getPromoCode: the codes on offer to the member. */
export function usePromoCodes() {
  return useRewardQuery('promoCodes', '/wps/relay/PROMOFE_getPromoCode', promoCodeListSchema);
}

/** POST PROMOFE_claimPromoCode {promoCode} */
export function useClaimPromoCode() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (promoCode: string) =>
      wireSend(
        'POST',
        '/wps/relay/PROMOFE_claimPromoCode',
        participationSchema,
        { promoCode },
        { auth: true },
      ),
    onSettled: moved,
  });
}

/** GET MCSFE_getClaimPromotion?status=I: rewards issued to the member, waiting for a claim. */
export function useIssuedPromotions() {
  return useRewardQuery('issued', '/wps/relay/MCSFE_getClaimPromotion', participationListSchema, {
    status: 'I',
  });
}
