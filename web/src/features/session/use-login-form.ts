import { useEffect, useMemo, useState } from 'react';
import { ruleFor } from '../../lib/form/field-rules';
import { useZodForm } from '../../lib/form/use-zod-form';
import { useBrandConfig, useFeatureFlag, useRegisterRules } from '../../lib/site-status/site-status';
import { initialLoginValues, type LoginFormValues } from './login-form-values';
import { readRememberMe } from './remember-me';

type SchemaModule = typeof import('./login-form-schema');
let schemaModule: SchemaModule | undefined;

/** The form's schema (and zod) loads once the form is on screen, not in the site's first load; a
 *  submit waits for it (LoginForm.tsx). */
export async function loginSchemaLoaded(): Promise<void> {
  schemaModule ??= await import('./login-form-schema');
}

/** The login form's state: its schema follows the merchant's mobile rule and the SMS-login flag. */
export function useLoginForm() {
  const rules = useRegisterRules();
  const { countryDialingCode } = useBrandConfig();
  const smsAllowed = useFeatureFlag('MOBILEVERCODELOGIN3');
  useEffect(() => void loginSchemaLoaded().catch(() => {}), []);
  const schema = useMemo(() => {
    let built: ReturnType<SchemaModule['loginFormSchema']> | undefined;
    return () => {
      built ??= schemaModule?.loginFormSchema(ruleFor(rules, 'mobileNum'));
      return built;
    };
  }, [rules]);
  const [initial] = useState(() => initialLoginValues(countryDialingCode, readRememberMe(), smsAllowed));
  const zodForm = useZodForm<LoginFormValues>(schema, initial);
  const mode = smsAllowed ? zodForm.form.values.mode : 'username';
  return { ...zodForm, smsAllowed, mode };
}

export type LoginFormApi = ReturnType<typeof useLoginForm>;
