import { consolidatedSchema } from '@sim/shared/wps/wallet';
import { useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';

/** GET /wps/member/info/funds/consolidated: which contract pages the agent may open. */
export function useConsolidated() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'consolidated'),
    queryFn: () => wireGet('/wps/member/info/funds/consolidated', consolidatedSchema, { auth: true }),
    enabled: token !== null,
  });
}
