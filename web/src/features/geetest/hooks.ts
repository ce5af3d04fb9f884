// Geetest v4 (GEETEST3), simulated: the merchant's captcha_id, a slider challenge, and where the slider
// was let go (wire-contract.md 4.5; the load and verify calls are the simulator's stand-in for geetest).
import type { GeetestValidateV4 } from '@sim/shared/wps/geetest';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazySchemas } from '../../api/lazy-schemas';
import { wireGet, wireSend } from '../../api/wire';

const geetestSchemas = lazySchemas(() => import('@sim/shared/wps/geetest'));

/** A new slider challenge for the product (login, register); `round` asks for the next one. */
export function useGeetestChallenge(product: string, round: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['geetest', product, round],
    queryFn: async () => {
      const { gt } = await wireGet('/wps/captcha/geetest', geetestSchemas.geetestConfigSchema, {
        query: { product },
      });
      return wireGet('/wps/captcha/geetest/load', geetestSchemas.geetestChallengeSchema, {
        query: { captcha_id: gt, product },
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function useGeetestVerify() {
  return useMutation({
    mutationFn: (input: { captcha_id: string; lot_number: string; position: number }) =>
      wireSend('POST', '/wps/captcha/geetest/verify', geetestSchemas.geetestVerifyResultSchema, input),
  });
}

export type { GeetestValidateV4 };
