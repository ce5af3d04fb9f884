// Registration pattern ids (platform-spec.md section 5, wire-contract.md 4.4). Each id names a rule
// and an i18n message `reg_pattern_<id>` with (min)/(max) filled in. '*' accepts anything.
export const REGISTER_PATTERNS: Record<number, string> = {
  0: '*',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[\\u4e00-\\u9fa50-9]+$',
  3: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
  6: '^[0-9]+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\u0E00-\\u0E7F ]+$',
  11: '^[\\uAC00-\\uD7A3 ]+$',
  12: '^(?=.*[A-Z])[A-Z0-9]+$',
  13: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
};

export interface FieldRule {
  patternId: number;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  enabled: boolean;
  required: boolean;
}

/** APP `getRegister`: '*' means any. */
export function toRegExp(acceptedPattern: string): RegExp {
  return new RegExp(acceptedPattern === '*' ? '.*' : acceptedPattern, 'u');
}

export type RuleViolation = 'required' | 'length' | 'pattern';

/** One check both sides run: the server before it writes, the site beside each field. */
export function checkField(rule: FieldRule, raw: string | undefined | null): RuleViolation | null {
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? 'required' : null;
  if (value.length < rule.minLength || value.length > rule.maxLength) return 'length';
  return toRegExp(rule.acceptedPattern).test(value) ? null : 'pattern';
}
