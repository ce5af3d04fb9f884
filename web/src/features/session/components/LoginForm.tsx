import { ActionIcon, Anchor, Button, Group, Stack, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconLogin } from '@tabler/icons-react';
import { type FormEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/feedback/errors';
import { lazyComponent } from '../../../lib/first-paint/lazy-component';
import { useCaptchaImage } from '../../../lib/form/use-captcha-image';
import { useModals } from '../../../lib/modal-router/context';
import { GeetestSlider } from '../../geetest/GeetestSlider';
import { useGeetest } from '../../geetest/use-geetest';
import { captchaRequested, isCaptchaError, type LoginAttempt } from '../hooks';
import { useLoginFlow } from '../login-flow';
import { loginSchemaLoaded, useLoginForm } from '../use-login-form';
import { LoginModeSwitch } from './LoginModeSwitch';
import type { LoginFormLayout } from './login-field-props';
import { RememberMeCheckbox } from './RememberMeCheckbox';
import { UsernameLoginFields } from './UsernameLoginFields';

export type { LoginFormLayout } from './login-field-props';

/** The SMS fields (the dialling code's select, the code's timer) are a chunk of their own, fetched
 *  when a visitor switches to SMS login: the header's form is on every first screen. */
export const SmsLoginFields = lazyComponent(() => import('./SmsLoginFields'), 'SmsLoginFields');

/** The header's inline form, the login popup's and the /login page's: one component, two layouts. */
export function LoginForm({ layout }: { layout: LoginFormLayout }) {
  const { t } = useTranslation();
  const login = useLoginForm();
  const { form, mode } = login;
  const flow = useLoginFlow();
  const { open } = useModals();
  const captcha = useCaptchaImage(mode === 'username' && form.values.needsCaptcha);
  const geetest = useGeetest('login');
  const inline = layout === 'inline';

  /** Spec section 4, login failure: check reset, the image captcha shown if the server asks. */
  const handleFailure = (error: unknown) => {
    geetest.reset(); // an answer is good for one try
    const message = describeError(error, t);
    notifications.show({ color: 'red', title: t('login.failed'), message });
    if (mode === 'sms') {
      form.setFieldError('verificationCode', message);
      return;
    }
    if (captchaRequested(error)) form.setFieldValue('needsCaptcha', true);
    form.setFieldValue('captcha', '');
    if (form.values.needsCaptcha) captcha.refresh(true);
    form.setFieldError(isCaptchaError(error) ? 'captcha' : 'password', message);
  };

  const submit = form.onSubmit((values) => {
    if (!geetest.ready()) return;
    const attempt: LoginAttempt =
      mode === 'sms'
        ? {
            type: 'sms',
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: values.countryDialingCode,
            verificationCode: values.verificationCode.trim(),
          }
        : {
            type: 'username',
            username: values.username.trim(),
            password: values.password.trim(),
            captcha: values.captcha.trim(),
          };
    flow.submit({ ...attempt, ...geetest.payload() }, values.remember, handleFailure);
  });
  // the schema loads once the form is on screen (use-login-form.ts): a quick submit waits for it
  const submitChecked = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loginSchemaLoaded().then(
      () => submit(),
      () => submit(),
    );
  };

  const openForgot = () => open({ name: 'forgotPassword' });

  const fields = (
    <>
      {login.smsAllowed && (
        <LoginModeSwitch mode={mode} onChange={(next) => form.setFieldValue('mode', next)} layout={layout} />
      )}
      {mode === 'sms' ? (
        <Suspense fallback={null}>
          <SmsLoginFields login={login} layout={layout} />
        </Suspense>
      ) : (
        <UsernameLoginFields login={login} captcha={captcha} layout={layout} />
      )}
      <GeetestSlider geetest={geetest} />
      <RememberMeCheckbox layout={layout} inputProps={form.getInputProps('remember', { type: 'checkbox' })} />
      <Button
        type="submit"
        loading={flow.pending}
        leftSection={<IconLogin size={18} />}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </>
  );

  return (
    <form onSubmit={submitChecked} noValidate aria-label={t('login.formLabel')}>
      {inline ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {fields}
          <Tooltip label={t('forgot.open')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={openForgot}
              aria-label={t('forgot.open')}
              data-testid="forgot-open"
            >
              <IconKey size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : (
        <Stack gap="sm">
          {fields}
          <Anchor component="button" type="button" size="sm" onClick={openForgot} data-testid="forgot-open">
            {t('forgot.open')}
          </Anchor>
        </Stack>
      )}
    </form>
  );
}
