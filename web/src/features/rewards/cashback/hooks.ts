import { claimRebateResultSchema, rebateRecordSchema, rebateSummarySchema } from '@sim/shared/relay/rebate';
import { useMutation, useQuery } from '@tanstack/react-query';
import { wireGet, wireSend } from '../../../api/wire';
import { useToken } from '../../../lib/session/session';
import { rewardsQueryKey, useRewardsMoved } from '../rewards-moved';

/** GET MCSFE_getManualRebate: this period's unrebated bets by product type, with the rate of each. */
export function useRebateSummary() {
  const token = useToken();
  return useQuery({
    queryKey: rewardsQueryKey(token, 'rebateSummary'),
    queryFn: () => wireGet('/wps/relay/MCSFE_getManualRebate', rebateSummarySchema, { auth: true }),
    enabled: token !== null,
  });
}

/** GET MCSFE_getManualRebateRecord: the member's claims, newest first. */
export function useRebateRecord() {
  const token = useToken();
  return useQuery({
    queryKey: rewardsQueryKey(token, 'rebateRecord'),
    queryFn: () =>
      wireGet('/wps/relay/MCSFE_getManualRebateRecord', rebateRecordSchema, {
        auth: true,
        query: { pageNo: 1, pageSize: 20 },
      }),
    enabled: token !== null,
  });
}

/** POST MCSFE_claimManualRebate {requestId}: every unrebated bet of the period, paid once. */
export function useClaimRebate() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (requestId: string) =>
      wireSend(
        'POST',
        '/wps/relay/MCSFE_claimManualRebate',
        claimRebateResultSchema,
        { requestId },
        { auth: true },
      ),
    onSettled: moved,
  });
}
