import {
  type ConvertPoint,
  convertResultSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointRecordSchema,
  pointRewardListSchema,
  type RedeemPointReward,
  redeemListSchema,
  redeemResultSchema,
} from '@sim/shared/relay/mcs2';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ValueSchema } from '../../../api/wire';
import { wireEncrypted, wireGet } from '../../../api/wire';
import { useToken } from '../../../lib/session/session';
import { rewardsQueryKey, useRewardsMoved } from '../rewards-moved';

const PAGE = { pageNo: 1, pageSize: 50 };

function usePointsQuery<T>(
  name: string,
  relay: string,
  schema: ValueSchema<T>,
  query?: Record<string, number>,
) {
  const token = useToken();
  return useQuery({
    queryKey: rewardsQueryKey(token, 'points', name),
    queryFn: () => wireGet(`/wps/relay/${relay}`, schema, { auth: true, query }),
    enabled: token !== null,
  });
}

export const usePointBalance = () => usePointsQuery('balance', 'MCS2_getPointBalance', pointBalanceSchema);
export const usePointConfig = () => usePointsQuery('config', 'MCS2_getPointConfig', pointConfigSchema);
export const usePointGoods = () =>
  usePointsQuery('goods', 'MCS2_getPointReward', pointRewardListSchema, PAGE);
/** the redeem history (spec section 2) */
export const useRedeemList = () =>
  usePointsQuery('redeems', 'MCS2_getRedeemPointList', redeemListSchema, PAGE);
/** the points record: changed points, balance, remark (spec section 3) */
export const usePointRecord = () => usePointsQuery('record', 'ODSFE2_MemTransDet', pointRecordSchema, PAGE);

type WithRequestId<T> = Omit<T, 'requestId'> & { requestId: string };

/** POST passwordCheck/MCS2_redeemPointReward, encrypted: it carries the payment password. */
export function useRedeemGoods() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (request: WithRequestId<RedeemPointReward>) =>
      wireEncrypted('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', request, redeemResultSchema, {
        auth: true,
      }),
    onSettled: moved,
  });
}

/** POST passwordCheck/MCS2_convertPoint, encrypted: points into money on the main wallet. */
export function useConvertPoints() {
  const moved = useRewardsMoved();
  return useMutation({
    mutationFn: (request: WithRequestId<ConvertPoint>) =>
      wireEncrypted('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', request, convertResultSchema, {
        auth: true,
      }),
    onSettled: moved,
  });
}
