// SMS codes for the phone forms (components/phone-code/): the dialling codes and the three code
// requests (login, registration, forgotten password).
import { countryListSchema } from '@sim/shared/wps/register';
import { SMS_CODE_EXPIRED_MINUTES, smsSentSchema } from '@sim/shared/wps/verification';
import { useMutation, useQuery } from '@tanstack/react-query';
import { wireGet, wireSend } from '../../api/wire';

/** Dialling codes, the merchant's country first (GET /wps/system/country). */
export function useCountries() {
  return useQuery({
    queryKey: ['system', 'country'],
    queryFn: () => wireGet('/wps/system/country', countryListSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type SmsPurpose = 'login' | 'register' | 'forgotPassword';

export interface SmsTarget {
  mobile: string;
  countryDialingCode: string;
}

/** The three code requests and their two body shapes (wire-contract.md 4.5, endpoint-registry.md). */
const SMS_ENDPOINTS: Record<SmsPurpose, { path: string; body: (target: SmsTarget) => object }> = {
  login: {
    path: '/wps/verification/sms/noLogin',
    body: ({ mobile, countryDialingCode }) => ({ mobileNum: mobile, countryDialingCode }),
  },
  register: {
    path: '/wps/verification/sms/register',
    body: ({ mobile, countryDialingCode }) => ({ mobileNo: mobile, countryDialingCode }),
  },
  forgotPassword: {
    path: '/wps/member/password/sms',
    body: ({ mobile, countryDialingCode }) => ({ mobileNum: mobile, countryDialingCode }),
  },
};

/** `external`: the external SMS verification service sends instead (its code lives 5 minutes too). */
export function useSendSmsCode(purpose: SmsPurpose, external?: (target: SmsTarget) => Promise<unknown>) {
  const { path, body } = SMS_ENDPOINTS[purpose];
  return useMutation({
    mutationFn: async (target: SmsTarget) => {
      if (!external) return wireSend('POST', path, smsSentSchema, body(target));
      await external(target);
      return { expiredMinutes: SMS_CODE_EXPIRED_MINUTES };
    },
  });
}
