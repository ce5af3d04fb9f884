// The one field-rule helper (platform-spec.md section 5): the merchant's register validators
// (`info.register`: patternId, min/max length, acceptedPattern, enabled, required) turned into the
// i18n keys shown beside each field. The check itself is shared/register-patterns.ts, the same
// function the server runs, so both sides agree on every value.
import { checkField, type FieldRule, REGISTER_PATTERNS } from '@sim/shared/register-patterns';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

export type RegisterRules = Record<string, FieldRule>;

const anyText = (minLength: number, maxLength: number): FieldRule => ({
  patternId: 0,
  minLength,
  maxLength,
  acceptedPattern: REGISTER_PATTERNS[0] ?? '*',
  enabled: true,
  required: false,
});

/** What the site assumes when a merchant sends no rule for a field it needs anyway. */
const FALLBACK_RULES: RegisterRules = {
  username: { ...anyText(4, 16), patternId: 1, acceptedPattern: REGISTER_PATTERNS[1] ?? '*' },
  password: { ...anyText(6, 12), patternId: 4, acceptedPattern: REGISTER_PATTERNS[4] ?? '*' },
  mobileNum: { ...anyText(6, 15), patternId: 6, acceptedPattern: REGISTER_PATTERNS[6] ?? '*' },
};

/** The merchant's rule for a field, else the fallback; `required` forces a field the flow cannot skip. */
export function ruleFor(rules: RegisterRules, field: string, required?: boolean): FieldRule {
  const rule = rules[field] ?? FALLBACK_RULES[field] ?? anyText(1, 128);
  return required === undefined ? rule : { ...rule, required };
}

/** `validation.reg_pattern_<id>`, one message per pattern id of shared/register-patterns.ts. */
export function patternMessageKey(patternId: number): string {
  return `validation.reg_pattern_${patternId in REGISTER_PATTERNS ? patternId : 0}`;
}

/** The i18n key for a value that breaks its rule, or null. Too short or long shows the pattern message. */
export function ruleMessageKey(rule: FieldRule, value: string | null | undefined): string | null {
  const violation = checkField(rule, value);
  if (violation === null) return null;
  return violation === 'required' ? 'validation.required' : patternMessageKey(rule.patternId);
}

/** The (min)/(max) of the pattern messages. */
export function ruleParams(rule: Pick<FieldRule, 'minLength' | 'maxLength'>) {
  return { min: rule.minLength, max: rule.maxLength };
}

/** The translated message beside a field, with (min)/(max) filled in. */
export function ruleMessage(t: TFunction, rule: FieldRule, value: string | null | undefined): string | null {
  const key = ruleMessageKey(rule, value);
  return key === null ? null : t(key as never, ruleParams(rule));
}

/** Inside a zod superRefine: adds the field's rule message (a key) at `path`. */
export function refineRule(ctx: z.RefinementCtx, path: string, rule: FieldRule, value: string): void {
  refineKey(ctx, path, ruleMessageKey(rule, value));
}

/** SMS flows: 'Please enter a valid mobile number' when empty, 'Phone number format is incorrect' otherwise. */
export function phoneMessageKey(rule: FieldRule, value: string): string | null {
  const violation = checkField({ ...rule, required: true }, value);
  if (violation === null) return null;
  return violation === 'required' ? 'validation.phoneRequired' : 'validation.phoneFormat';
}

/** SMS codes are digits; 'Please enter a valid verification code' otherwise. */
const SMS_CODE = /^\d{4,8}$/;
export function codeMessageKey(value: string): string | null {
  return SMS_CODE.test(value.trim()) ? null : 'validation.codeRequired';
}

export function refineKey(ctx: z.RefinementCtx, path: string, key: string | null): void {
  if (key) ctx.addIssue({ code: 'custom', path: [path], message: key });
}

/** A confirmation field: empty 'Input cannot be empty', different `inconsistent_twice`. */
export function refineConfirm(ctx: z.RefinementCtx, path: string, password: string, confirm: string): void {
  if (!confirm.trim()) refineKey(ctx, path, 'validation.required');
  else if (confirm.trim() !== password.trim()) refineKey(ctx, path, 'errors.inconsistent_twice');
}
