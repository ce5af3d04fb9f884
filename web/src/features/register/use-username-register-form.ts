import type { FocusEvent } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/feedback/errors';
import { ruleMessageKey, ruleParams } from '../../lib/form/field-rules';
import { useCaptchaImage } from '../../lib/form/use-captcha-image';
import { useZodForm } from '../../lib/form/use-zod-form';
import { useBrandConfig, useRegisterRules } from '../../lib/site-status/site-status';
import { useExternalSms } from '../../lib/sms/external-sms';
import { useGeetest } from '../geetest/use-geetest';
import { useRegistrationModes, useUsernameCheck } from './hooks';
import { usernameRegistration } from './register-payload';
import {
  initialUsernameRegisterValues,
  registerFieldRule,
  type UsernameRegisterSetup,
  usernameRegisterFields,
  usernameRegisterSchema,
} from './register-schema';
import { useRegisterSubmit } from './use-register-submit';

/** State of the username register form: which fields, their rules, the username check, the submit. */
export function useUsernameRegisterForm(referralCode: string | null) {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  const { countryDialingCode } = useBrandConfig();
  const { usernameSms } = useRegistrationModes();
  const setup = useMemo<UsernameRegisterSetup>(
    () => ({ rules, smsCode: usernameSms, referralCode }),
    [rules, usernameSms, referralCode],
  );
  const shown = useMemo(() => usernameRegisterFields(setup), [setup]);
  const schema = useMemo(() => usernameRegisterSchema(setup), [setup]);
  const [initial] = useState(() => initialUsernameRegisterValues(countryDialingCode, referralCode));
  const zodForm = useZodForm(schema, initial, {
    messageParams: (path) => ruleParams(registerFieldRule(setup, path)),
  });
  const { form, field } = zodForm;
  const captcha = useCaptchaImage(shown.includes('captcha'));
  const usernameCheck = useUsernameCheck();
  const geetest = useGeetest('register');
  const external = useExternalSms('register');

  const extraFields = [
    'confirmPassword',
    ...(setup.smsCode ? ['verificationCode', 'countryDialingCode'] : []),
  ];
  const { submit, pending } = useRegisterSubmit('username', {
    formField: (wire) => ((shown as string[]).includes(wire) || extraFields.includes(wire) ? wire : null),
    setFieldError: (path, message) => form.setFieldError(path, message),
    onFailure: () => {
      geetest.reset(); // an answer is good for one try
      if (!shown.includes('captcha')) return;
      form.setFieldValue('captcha', '');
      captcha.refresh(true);
    },
  });

  /** Availability on blur (GET /wps/check/username), once the name passes its own rule. */
  const usernameProps = () => {
    const props = field('username');
    return {
      ...props,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        const username = form.values.username.trim();
        if (ruleMessageKey(registerFieldRule(setup, 'username'), username) !== null) return;
        usernameCheck.mutate(username, {
          onError: (error) => form.setFieldError('username', describeError(error, t)),
        });
      },
    };
  };

  const onSubmit = form.onSubmit(async (values) => {
    if (!geetest.ready()) return;
    const { payload, affiliateCode } = usernameRegistration(values, setup);
    const { verificationCode: typed, ...rest } = payload;
    const proof =
      typeof typed === 'string'
        ? await external.tryProof(typed, (error) =>
            form.setFieldError('verificationCode', describeError(error, t)),
          )
        : {};
    if (!proof) return;
    submit({ affiliateCode, payload: { ...rest, ...proof, ...geetest.payload() } });
  });

  return { ...zodForm, setup, shown, captcha, geetest, external, usernameProps, onSubmit, pending };
}

export type UsernameRegisterFormApi = ReturnType<typeof useUsernameRegisterForm>;
