import { noValueSchema } from '@sim/shared/envelope';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { useMutation } from '@tanstack/react-query';
import { wireEncrypted, wireFormPost } from '../../api/wire';

export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (PASS3, encrypted, token). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      wireEncrypted('POST', '/wps/member/password', input, noValueSchema, { auth: true }),
  });
}

/** POST /wps/member/password/email: form data, like the real front end's `formPost`. */
export function useForgotByEmail() {
  return useMutation({
    mutationFn: (input: { username: string; email: string }) =>
      wireFormPost('/wps/member/password/email', input, noValueSchema),
  });
}

export interface SetPasswordByPhoneInput {
  newPassword: string;
  confirmPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  /** the platform's SMS code, or the external service's token (firebaseChannel + firebaseIdToken) */
  verificationCode?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
}

/** POST /wps/member/password/verification (CHNGPASSVERIF3, encrypted): answers a login. */
export function useSetPasswordByPhone() {
  return useMutation({
    mutationFn: (input: SetPasswordByPhoneInput) =>
      wireEncrypted('POST', '/wps/member/password/verification', input, loginResponseSchema),
  });
}
