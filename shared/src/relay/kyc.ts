// MCSFE_getCustomerKycMerchantSetting (endpoint-registry.md P's other relays, token): which identity details
// (KYC) the merchant asks of its members and which of them this member has given. The wire contract gives no
// shape: this one is made of the merchant's register rules and the member's own record.
import { z } from 'zod';

/** the identity fields: real (payee) name, identity number, mobile, e-mail */
export const KYC_FIELDS = ['payeeName', 'idNumber', 'mobileNum', 'email'] as const;

export const kycSettingSchema = z.object({
  /** the merchant asks for at least one identity field */
  enabled: z.boolean(),
  fields: z.array(
    z.object({
      field: z.enum(KYC_FIELDS),
      /** the field is on the register form */
      enabled: z.boolean(),
      required: z.boolean(),
      /** this member has given it */
      filled: z.boolean(),
    }),
  ),
  /** every required field is given */
  complete: z.boolean(),
});
export type KycSetting = z.infer<typeof kycSettingSchema>;
