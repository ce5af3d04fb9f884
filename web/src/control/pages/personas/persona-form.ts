// What the persona form edits, and the members.create input it sends.
import type { CreateMemberInput } from '@sim/shared/admin/members';
import { given, text } from '../../../lib/form/form-input';

export const AGENT_TYPES = ['1', '2', '41', '42'] as const;
export type PasswordState = 'fresh' | 'default' | 'expired';

export interface PersonaFormValues {
  persona: 'member' | 'agent' | 'trial';
  agentType: (typeof AGENT_TYPES)[number];
  username: string;
  password: string;
  passwordState: PasswordState;
  uplineUsername: string;
  vipLevel: number | string;
  balance: number | string;
  mobile: string;
  email: string;
  locked: boolean;
  hasLoggedInBefore: boolean;
}

export const initialPersonaValues: PersonaFormValues = {
  persona: 'member',
  agentType: '1',
  username: '',
  password: 'Test1234',
  passwordState: 'fresh',
  uplineUsername: '',
  vipLevel: 0,
  balance: 1000,
  mobile: '',
  email: '',
  locked: false,
  hasLoggedInBefore: true,
};

/** Fallback when the brand's password age is unknown: older than any maximum. */
const VERY_OLD_DAYS = 3650;

const asNumber = (value: number | string): number | undefined => {
  const v = given(value);
  return v === undefined ? undefined : Number(v);
};

/** Empty fields are "not given" (the server picks a username, the default VIP level, ...). */
export function toCreateMemberInput(
  values: PersonaFormValues,
  merchant: string,
  passwordMaxAgeDays?: number,
): CreateMemberInput {
  return {
    merchant,
    persona: values.persona,
    type: values.persona === 'agent' ? (Number(values.agentType) as 1 | 2 | 41 | 42) : undefined,
    username: text(values.username),
    password: values.password,
    defaultPassword: values.passwordState === 'default',
    passwordAgeDays:
      values.passwordState === 'expired'
        ? Math.min(VERY_OLD_DAYS, (passwordMaxAgeDays ?? VERY_OLD_DAYS - 1) + 1)
        : 0,
    uplineUsername: values.persona === 'trial' ? undefined : text(values.uplineUsername),
    vipLevel: asNumber(values.vipLevel),
    balance: asNumber(values.balance),
    mobile: text(values.mobile),
    email: text(values.email),
    locked: values.locked,
    hasLoggedInBefore: values.hasLoggedInBefore,
  };
}
