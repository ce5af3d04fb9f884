// Mobile numbers as members type them: digits only, checked against the merchant's mobileNum rule.
import { checkField, type FieldRule } from '@sim/shared/register-patterns';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

const DEFAULT_RULE: FieldRule = {
  patternId: 6,
  minLength: 6,
  maxLength: 15,
  acceptedPattern: '^[0-9]+$',
  enabled: true,
  required: true,
};

export interface Phone {
  mobile: string;
  countryDialingCode: string;
}

/** Strips spaces, dashes and a leading +<dialling code>; refuses what still is not a number. */
export function parsePhone(
  merchant: MerchantProfile,
  raw: string | null | undefined,
  dialingCode: string | null | undefined,
): Phone {
  const countryDialingCode = (dialingCode ?? '').replace(/\D/g, '') || merchant.countryDialingCode;
  let mobile = (raw ?? '').replace(/[\s\-()]/g, '');
  if (!mobile) throw PlatformError.of('phoneMissing');
  if (mobile.startsWith(`+${countryDialingCode}`)) mobile = mobile.slice(countryDialingCode.length + 1);
  const rule = { ...(merchant.registerRules.mobileNum ?? DEFAULT_RULE), required: true };
  if (checkField(rule, mobile) !== null) throw PlatformError.of('phoneFormat');
  return { mobile, countryDialingCode };
}

/** Masks all but the first 7 digits, as the real platform shows `0133671****`. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 7 ? mobile : mobile.slice(0, 7) + '*'.repeat(mobile.length - 7);
}

/** The member a typed number belongs to at the merchant; PHONE_NOT_REGISTERED when none. */
export async function registeredPhone(
  db: Db,
  merchant: MerchantProfile,
  raw: string | null | undefined,
  dialingCode: string | null | undefined,
) {
  const phone = parsePhone(merchant, raw, dialingCode);
  const member = await db.member.findFirst({ where: { merchantCode: merchant.code, mobile: phone.mobile } });
  if (!member) throw PlatformError.of('phoneNotRegistered');
  return { phone, member };
}
