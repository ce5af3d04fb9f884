// The external SMS verification service (firebaseChannel/firebaseIdToken; shared wps/external-sms.ts):
// whether the merchant's phone forms use it, the code it sends, and the confirmation of the typed code
// into the token a registration or password reset carries instead of `verificationCode`.
import {
  type ExternalSmsPurpose,
  externalSmsConfigSchema,
  externalSmsSentSchema,
  externalSmsTokenSchema,
} from '@sim/shared/wps/external-sms';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { wireGet, wireSend } from '../../api/wire';
import type { SmsTarget } from './sms-code';

export function useExternalSmsConfig() {
  return useQuery({
    queryKey: ['verification', 'external'],
    queryFn: () => wireGet('/wps/verification/external', externalSmsConfigSchema),
    staleTime: 60_000,
  });
}

/** What the proof of a number looks like on the wire: the platform's code, or the service's token. */
export type PhoneProof = { verificationCode: string } | { firebaseChannel: string; firebaseIdToken: string };

/** A phone form's use of the service: sending through it, then turning the typed code into a token. */
export function useExternalSms(purpose: ExternalSmsPurpose) {
  const enabled = useExternalSmsConfig().data?.enabled ?? false;
  const session = useRef<string | null>(null);

  const send = useCallback(
    async (target: SmsTarget) => {
      const sent = await wireSend('POST', '/wps/verification/external/send', externalSmsSentSchema, {
        mobileNum: target.mobile,
        countryDialingCode: target.countryDialingCode,
        purpose,
      });
      session.current = sent.sessionInfo;
      return sent;
    },
    [purpose],
  );

  /** The typed code as the request carries it; with the service on, confirmed first (one use). */
  const proof = useCallback(
    async (code: string): Promise<PhoneProof> => {
      if (!enabled) return { verificationCode: code.trim() };
      const token = await wireSend('POST', '/wps/verification/external/verify', externalSmsTokenSchema, {
        sessionInfo: session.current ?? '',
        code: code.trim(),
      });
      session.current = null;
      return { firebaseChannel: token.firebaseChannel, firebaseIdToken: token.firebaseIdToken };
    },
    [enabled],
  );

  /** `proof`, or null after `onError` was told why the service refused the code */
  const tryProof = useCallback(
    async (code: string, onError: (error: unknown) => void): Promise<PhoneProof | null> => {
      try {
        return await proof(code);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    [proof],
  );

  return { enabled, send, proof, tryProof };
}

export type ExternalSmsApi = ReturnType<typeof useExternalSms>;
