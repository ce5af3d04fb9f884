// The merchant's register rules, enforced server side with the same check the site runs beside
// each field (shared/register-patterns.ts). Username and password are always required.
import { checkField, type FieldRule } from '@sim/shared/register-patterns';
import { PlatformError } from '../../foundation/errors.ts';
import type { MerchantProfile } from '../merchants/directory.ts';

const ALWAYS_REQUIRED = new Set(['username', 'password']);
const PROHIBITED_PASSWORDS = new Set(['123456', '12345678', '111111', '000000', 'password', '{secret}']);

function ruleFor(merchant: MerchantProfile, field: string): FieldRule | null {
  const rule = merchant.registerRules[field];
  if (ALWAYS_REQUIRED.has(field)) {
    const base = rule ?? {
      patternId: 0,
      minLength: 1,
      maxLength: 64,
      acceptedPattern: '*',
      enabled: true,
      required: true,
    };
    return { ...base, enabled: true, required: true };
  }
  return rule?.enabled ? rule : null;
}

/** Throws the platform's error for the first field that breaks its rule; ignores disabled fields. */
export function enforceFieldRule(
  merchant: MerchantProfile,
  field: string,
  value: string | null | undefined,
): void {
  const rule = ruleFor(merchant, field);
  if (!rule) return;
  const violation = checkField(rule, value);
  if (!violation) return;
  const detail = { field, patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength };
  if (violation === 'required') throw PlatformError.of('fieldRequired', { value: detail });
  if (field === 'username') throw PlatformError.of('usernameFormat', { value: detail });
  if (field === 'password') throw PlatformError.of('passwordFormat', { value: detail });
  throw PlatformError.of('fieldInvalid', { value: detail });
}

export function isFieldEnabled(merchant: MerchantProfile, field: string): boolean {
  return ruleFor(merchant, field) !== null;
}

/** A new password: the merchant's password rule, no well-known ones, and the confirmation must match. */
export function enforceNewPassword(
  merchant: MerchantProfile,
  password: string,
  confirmation: string | null | undefined,
) {
  enforceFieldRule(merchant, 'password', password);
  if (PROHIBITED_PASSWORDS.has(password.toLowerCase())) throw PlatformError.of('prohibitedPassword');
  if (confirmation !== undefined && confirmation !== null && confirmation !== password) {
    throw PlatformError.of('passwordMismatch');
  }
}
