import { useMemo, useState } from 'react';
import { ruleFor } from '../../lib/field-rules';
import { useZodForm } from '../../lib/form/use-zod-form';
import { useBrandConfig, useFeatureFlag, useRegisterRules } from '../../lib/site-status';
import { initialLoginValues, loginFormSchema } from './login-form-schema';
import { readRememberMe } from './remember-me';

/** The login form's state: its schema follows the merchant's mobile rule and the SMS-login flag. */
export function useLoginForm() {
  const rules = useRegisterRules();
  const { countryDialingCode } = useBrandConfig();
  const smsAllowed = useFeatureFlag('MOBILEVERCODELOGIN3');
  const schema = useMemo(() => loginFormSchema(ruleFor(rules, 'mobileNum')), [rules]);
  const [initial] = useState(() => initialLoginValues(countryDialingCode, readRememberMe(), smsAllowed));
  const zodForm = useZodForm(schema, initial);
  const mode = smsAllowed ? zodForm.form.values.mode : 'username';
  return { ...zodForm, smsAllowed, mode };
}

export type LoginFormApi = ReturnType<typeof useLoginForm>;
