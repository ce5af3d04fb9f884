// GET /wps/v2/member/securityConfig (endpoint-registry.md B login.securityConfig, COMM3, token): what guards
// the member's account. The wire contract gives no shape: this one is made of the member's own data and the
// merchant's switches, in the neighbours' terms (verifyTypes as a failed login names them).
import { z } from 'zod';
import { loginVerifyTypeSchema } from './session.ts';

export const securityConfigSchema = z.object({
  /** the bound mobile, masked, or null */
  mobile: z.string().nullable(),
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  /** a payee name is on file (withdrawals and the login check use it) */
  payeeNameSet: z.boolean(),
  /** a payment password (the withdrawal PIN) is set */
  paymentPasswordSet: z.boolean(),
  /** LOGINIPVERF3 is on: a login from an unregistered address asks for extra verification */
  loginIpVerification: z.boolean(),
  /** what that extra verification would offer this member */
  verifyTypes: z.array(loginVerifyTypeSchema),
  /** a Google authenticator is bound (GOOGLE among verifyTypes) */
  googleAuthBound: z.boolean(),
  /** the password must be changed now (expired, or reset to the default) */
  passwordExpired: z.boolean(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;
