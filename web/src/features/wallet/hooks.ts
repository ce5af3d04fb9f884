import { balanceSchema } from '@sim/shared/wps/wallet';
import { useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../session/hooks';

export function useBalance() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'balance'),
    // typeId 0 asks for every wallet; sumBalance is what the header shows
    queryFn: () => wireGet('/wps/v2/wallets/balance', balanceSchema, { auth: true, query: { typeId: 0 } }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
