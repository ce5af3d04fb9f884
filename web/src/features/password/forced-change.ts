// Spec section 4: after login the change-password modal opens instead of the site when the password
// typed is the platform's default '{secret}', or when it has expired and the merchant forces a change
// on expiry (PWDEXPFORCECHANGE3). An SMS login never forces it: no password was typed.

export const DEFAULT_PASSWORD = '{secret}';

export interface ForcedChangeInput {
  loginType: 'username' | 'sms';
  typedPassword?: string;
  passwordExpired: boolean;
  /** PWDEXPFORCECHANGE3 */
  forceOnExpiry: boolean;
}

export function mustChangePassword({
  loginType,
  typedPassword,
  passwordExpired,
  forceOnExpiry,
}: ForcedChangeInput): boolean {
  if (loginType === 'sms') return false;
  if (typedPassword === DEFAULT_PASSWORD) return true;
  return passwordExpired && forceOnExpiry;
}
