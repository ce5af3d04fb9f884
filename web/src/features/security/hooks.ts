import {
  hasPaymentPasswordSchema,
  type paymentPasswordSchema,
  paymentPasswordSetSchema,
} from '@sim/shared/wps/cashier';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { wireEncrypted, wireGet } from '../../api/wire';
import { sessionQueryKey, useToken } from '../../lib/session/session';
import { moneyQueryKey } from '../wallet/money-moved';

export type PaymentPasswordInput = z.input<typeof paymentPasswordSchema>;

/** GET /wps/member/hasWithdrawalPassword: whether a payment password is set. */
export function useHasPaymentPassword() {
  const token = useToken();
  return useQuery({
    queryKey: sessionQueryKey(token, 'hasPaymentPassword'),
    queryFn: () => wireGet('/wps/member/hasWithdrawalPassword', hasPaymentPasswordSchema, { auth: true }),
    enabled: token !== null,
  });
}

/** PUT /wps/member/paymentPassword, encrypted: sets the first one (with the login password) or changes it. */
export function useSetPaymentPassword() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentPasswordInput) =>
      wireEncrypted('PUT', '/wps/member/paymentPassword', input, paymentPasswordSetSchema, { auth: true }),
    // the withdraw and upline pages ask for the password once one exists
    onSuccess: () =>
      Promise.all(
        [
          sessionQueryKey(token, 'hasPaymentPassword'),
          moneyQueryKey(token, 'withdrawSettings'),
          moneyQueryKey(token, 'transferEnabled'),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
