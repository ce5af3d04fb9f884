import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/feedback/errors';
import { ruleFor, ruleParams } from '../../lib/form/field-rules';
import { useCaptchaImage } from '../../lib/form/use-captcha-image';
import { useZodForm } from '../../lib/form/use-zod-form';
import { useBrandConfig, useRegisterRules } from '../../lib/site-status/site-status';
import { useExternalSms } from '../../lib/sms/external-sms';
import { useGeetest } from '../geetest/use-geetest';
import { useRegistrationModes } from './hooks';
import { mobileRegistration } from './register-payload';
import {
  initialMobileRegisterValues,
  type MobileRegisterSetup,
  mobileRegisterExtras,
  mobileRegisterSchema,
  ruleParamsField,
} from './register-schema';
import { useRegisterSubmit } from './use-register-submit';

/** The mobile form calls the wire's mobileNum `mobile`; the rest keep their wire names. */
const MOBILE_FORM_FIELDS: Record<string, string> = {
  mobileNum: 'mobile',
  mobile: 'mobile',
  verificationCode: 'verificationCode',
  password: 'password',
  confirmPassword: 'confirmPassword',
  captcha: 'captcha',
  affiliateCode: 'affiliateCode',
};

/** State of the mobile register form (MOBILENUMREG3): the number becomes the username. */
export function useMobileRegisterForm(referralCode: string | null) {
  const { t } = useTranslation();
  const rules = useRegisterRules();
  const { countryDialingCode } = useBrandConfig();
  const { mobilePassword } = useRegistrationModes();
  const setup = useMemo<MobileRegisterSetup>(
    () => ({ rules, withPassword: mobilePassword, referralCode }),
    [rules, mobilePassword, referralCode],
  );
  const extras = mobileRegisterExtras(setup);
  const schema = useMemo(() => mobileRegisterSchema(setup), [setup]);
  const [initial] = useState(() => initialMobileRegisterValues(countryDialingCode, referralCode));
  const zodForm = useZodForm(schema, initial, {
    messageParams: (path) => ruleParams(ruleFor(rules, ruleParamsField(path))),
  });
  const { form } = zodForm;
  const captcha = useCaptchaImage(extras.captcha);
  const geetest = useGeetest('register');
  const external = useExternalSms('register');

  const { submit, pending } = useRegisterSubmit('mobile', {
    formField: (wire) => MOBILE_FORM_FIELDS[wire] ?? null,
    setFieldError: (path, message) => form.setFieldError(path, message),
    onFailure: () => {
      geetest.reset(); // an answer is good for one try
      if (!extras.captcha) return;
      form.setFieldValue('captcha', '');
      captcha.refresh(true);
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    if (!geetest.ready()) return;
    const proof = await external.tryProof(values.verificationCode, (error) =>
      form.setFieldError('verificationCode', describeError(error, t)),
    );
    if (!proof) return;
    const { payload, affiliateCode } = mobileRegistration(values, setup);
    const { verificationCode: _typed, ...rest } = payload;
    submit({ affiliateCode, payload: { ...rest, ...proof, ...geetest.payload() } });
  });

  return { ...zodForm, setup, extras, captcha, geetest, external, onSubmit, pending };
}
