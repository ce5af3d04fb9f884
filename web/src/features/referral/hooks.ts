import { referralDetailsSchema } from '@sim/shared/relay/referral';
import { useQuery } from '@tanstack/react-query';
import { wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';

/** GET MCSFE_getReferralDetails?autoGenerate=true: the code, invitations, rule and domains. */
export function useReferralDetails() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'referral'),
    queryFn: () =>
      wireGet('/wps/relay/MCSFE_getReferralDetails', referralDetailsSchema, {
        auth: true,
        query: { autoGenerate: true },
      }),
    enabled: token !== null,
  });
}

/** The link a friend registers with: this site's register page, the code filled in. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;
