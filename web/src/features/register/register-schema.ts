// The register forms' rules (platform-spec.md section 5): optional fields appear only when the
// merchant enables them and are required when configured; username and password always are.
import { REGISTER_FIELDS, type RegisterField } from '@sim/shared/wps/register';
import { z } from 'zod';
import {
  codeMessageKey,
  type RegisterRules,
  refineConfirm,
  refineKey,
  refineRule,
  ruleFor,
} from '../../lib/form/field-rules';

export interface UsernameRegisterSetup {
  rules: RegisterRules;
  /** REGMOBVERF3: the mobile field is shown, required and verified by SMS */
  smsCode: boolean;
  /** `/register?referralCode=`: wins over the field, which then only shows it */
  referralCode: string | null;
}

const ALWAYS_SHOWN: readonly RegisterField[] = ['username', 'password'];

/** The rule-bound fields the username form shows, in REGISTER_FIELDS order. */
export function usernameRegisterFields({
  rules,
  smsCode,
  referralCode,
}: UsernameRegisterSetup): RegisterField[] {
  return REGISTER_FIELDS.filter((field) => {
    if (ALWAYS_SHOWN.includes(field)) return true;
    if (field === 'mobileNum' && smsCode) return true;
    if (field === 'affiliateCode' && referralCode) return true;
    return rules[field]?.enabled === true;
  });
}

/** The rule a shown field is checked against; fields the flow cannot do without are required. */
export function registerFieldRule(setup: UsernameRegisterSetup, field: string) {
  const forced = ALWAYS_SHOWN.includes(field as RegisterField) || (field === 'mobileNum' && setup.smsCode);
  return ruleFor(setup.rules, field, forced ? true : undefined);
}

const text = z.string();
const agreementShape = { agreement: z.boolean(), ageConfirmed: z.boolean() };

/** Spec section 5: the terms and the age of 18 must both be confirmed (neither pre-ticked: issue 44). */
function refineAgreement(ctx: z.RefinementCtx, values: { agreement: boolean; ageConfirmed: boolean }) {
  if (!values.agreement) refineKey(ctx, 'agreement', 'register.errors.agreement');
  if (!values.ageConfirmed) refineKey(ctx, 'ageConfirmed', 'register.errors.age');
}

const fieldShape = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, text])) as Record<
  RegisterField,
  typeof text
>;

export function usernameRegisterSchema(setup: UsernameRegisterSetup) {
  const shown = usernameRegisterFields(setup);
  return z
    .object({
      ...fieldShape,
      confirmPassword: text,
      countryDialingCode: text,
      verificationCode: text,
      ...agreementShape,
    })
    .superRefine((values, ctx) => {
      for (const field of shown) {
        if (field === 'affiliateCode' && setup.referralCode) continue;
        refineRule(ctx, field, registerFieldRule(setup, field), values[field]);
      }
      refineConfirm(ctx, 'confirmPassword', values.password, values.confirmPassword);
      if (setup.smsCode) refineKey(ctx, 'verificationCode', codeMessageKey(values.verificationCode));
      refineAgreement(ctx, values);
    });
}

export type UsernameRegisterValues = z.input<ReturnType<typeof usernameRegisterSchema>>;

export function initialUsernameRegisterValues(
  countryDialingCode: string,
  referralCode: string | null,
): UsernameRegisterValues {
  const empty = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ''])) as Record<
    RegisterField,
    string
  >;
  return {
    ...empty,
    affiliateCode: referralCode ?? '',
    confirmPassword: '',
    countryDialingCode,
    verificationCode: '',
    agreement: false,
    ageConfirmed: false,
  };
}

export interface MobileRegisterSetup {
  rules: RegisterRules;
  /** MOBILENUMPASSREG3 */
  withPassword: boolean;
  referralCode: string | null;
}

/** Mobile registration shows the affiliate field when enabled or filled from the URL, the captcha when enabled. */
export function mobileRegisterExtras({ rules, referralCode }: MobileRegisterSetup) {
  return {
    affiliate: referralCode !== null || rules.affiliateCode?.enabled === true,
    captcha: rules.captcha?.enabled === true,
  };
}

export function mobileRegisterSchema(setup: MobileRegisterSetup) {
  const extras = mobileRegisterExtras(setup);
  return z
    .object({
      countryDialingCode: text,
      mobile: text,
      verificationCode: text,
      password: text,
      confirmPassword: text,
      captcha: text,
      affiliateCode: text,
      ...agreementShape,
    })
    .superRefine((values, ctx) => {
      refineRule(ctx, 'mobile', ruleFor(setup.rules, 'mobileNum', true), values.mobile);
      refineKey(ctx, 'verificationCode', codeMessageKey(values.verificationCode));
      if (setup.withPassword) {
        refineRule(ctx, 'password', ruleFor(setup.rules, 'password', true), values.password);
        refineConfirm(ctx, 'confirmPassword', values.password, values.confirmPassword);
      }
      if (extras.captcha) refineRule(ctx, 'captcha', ruleFor(setup.rules, 'captcha'), values.captcha);
      if (extras.affiliate && !setup.referralCode) {
        refineRule(ctx, 'affiliateCode', ruleFor(setup.rules, 'affiliateCode'), values.affiliateCode);
      }
      refineAgreement(ctx, values);
    });
}

export type MobileRegisterValues = z.input<ReturnType<typeof mobileRegisterSchema>>;

export function initialMobileRegisterValues(
  countryDialingCode: string,
  referralCode: string | null,
): MobileRegisterValues {
  return {
    countryDialingCode,
    mobile: '',
    verificationCode: '',
    password: '',
    confirmPassword: '',
    captcha: '',
    affiliateCode: referralCode ?? '',
    agreement: false,
    ageConfirmed: false,
  };
}

/** The rule whose (min)/(max) a field's message shows: the mobile form's `mobile` is `mobileNum`. */
export function ruleParamsField(path: string): string {
  return path === 'mobile' ? 'mobileNum' : path;
}
