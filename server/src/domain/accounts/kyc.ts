// MCSFE_getCustomerKycMerchantSetting: the identity fields of the merchant's register rules (the same rules
// the registration enforces, field-rules.ts) with whether this member's record holds each one.
import { KYC_FIELDS, type KycSetting } from '@sim/shared/relay/kyc';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

const profileSchema = z.object({ idNumber: z.string().optional() }).loose();

export async function kycSetting(db: Db, merchant: MerchantProfile, memberId: number): Promise<KycSetting> {
  const member = await db.member.findFirst({
    where: { id: memberId, merchantCode: merchant.code },
    select: { payeeName: true, mobile: true, email: true, profile: true },
  });
  if (!member) throw PlatformError.of('notLoggedIn');
  const profile = profileSchema.safeParse(member.profile ?? {});
  const given: Record<(typeof KYC_FIELDS)[number], boolean> = {
    payeeName: Boolean(member.payeeName),
    idNumber: Boolean(profile.success && profile.data.idNumber),
    mobileNum: Boolean(member.mobile),
    email: Boolean(member.email),
  };
  const fields = KYC_FIELDS.map((field) => {
    const rule = merchant.registerRules[field];
    const enabled = rule?.enabled ?? false;
    return { field, enabled, required: enabled && (rule?.required ?? false), filled: given[field] };
  });
  return {
    enabled: fields.some((f) => f.enabled),
    fields,
    complete: fields.every((f) => !f.required || f.filled),
  };
}
