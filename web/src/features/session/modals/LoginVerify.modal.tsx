import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { LOGIN_VERIFY_TYPES, type LoginVerifyType } from '@sim/shared/wps/session';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ModalFrame } from '../../../components/ModalFrame';
import { describeError } from '../../../lib/feedback/errors';
import { codeMessageKey, refineKey } from '../../../lib/form/field-rules';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { useModals } from '../../../lib/modal-router/context';
import { useLoginVerification } from '../hooks';
import { useCompleteLogin } from '../login-flow';

/** Spec section 4: the login verification step carries the credentials and the remember-me choice. */
export interface LoginVerifyRequest {
  username: string;
  password: string;
  remember: boolean;
  verifyTypes: LoginVerifyType[];
  /** the masked mobile the server texted the code to */
  mobile: string | null;
  /** the masked e-mail address the server mailed the code to */
  email: string | null;
}

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    loginVerify: LoginVerifyRequest;
  }
}

const verifySchema = z
  .object({
    verifyType: z.enum(LOGIN_VERIFY_TYPES),
    verificationCode: z.string(),
    payeeName: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.verifyType !== 'PAYEE_NAME')
      refineKey(ctx, 'verificationCode', codeMessageKey(values.verificationCode));
    else if (!values.payeeName.trim()) refineKey(ctx, 'payeeName', 'validation.required');
  });

/** The hint above the proof: where the code went, or what to type. */
function useHint(request: LoginVerifyRequest, verifyType: LoginVerifyType) {
  const { t } = useTranslation();
  if (verifyType === 'SMS') return t('loginVerify.smsHint', { mobile: request.mobile ?? '' });
  if (verifyType === 'EMAIL') return t('loginVerify.emailHint', { email: request.email ?? '' });
  if (verifyType === 'GOOGLE') return t('loginVerify.googleHint');
  return t('loginVerify.payeeHint');
}

/**
 * `login_verify_required` (LOGINIPVERF3, an unregistered IP): the server has sent a code to the
 * member's mobile and e-mail; the member proves it with one of them, the code of its Google
 * authenticator, or the payee (bank account) name.
 */
export function LoginVerifyModal({ request }: { request: LoginVerifyRequest }) {
  const { t } = useTranslation();
  const { close } = useModals();
  const verification = useLoginVerification();
  const complete = useCompleteLogin();
  const { form, field } = useZodForm(verifySchema, {
    verifyType: request.verifyTypes[0] ?? 'SMS',
    verificationCode: '',
    payeeName: '',
  });
  const byCode = form.values.verifyType !== 'PAYEE_NAME';
  const hint = useHint(request, form.values.verifyType);

  const submit = form.onSubmit(({ verifyType, verificationCode, payeeName }) => {
    const { username, password, remember } = request;
    const proof = byCode ? { verificationCode: verificationCode.trim() } : { payeeName: payeeName.trim() };
    verification.mutate(
      { username, password, verifyType, ...proof },
      {
        onSuccess: (login) =>
          complete(login, {
            type: 'username',
            typedPassword: password,
            remember: { remember, user: username },
          }),
        onError: (error) =>
          form.setFieldError(byCode ? 'verificationCode' : 'payeeName', describeError(error, t)),
      },
    );
  });

  return (
    <ModalFrame testId="login-verify-modal" title={t('loginVerify.title')} onClose={close}>
      <form onSubmit={submit} noValidate aria-label={t('loginVerify.title')}>
        <Stack gap="md">
          {request.verifyTypes.length > 1 && (
            <SegmentedControl
              aria-label={t('loginVerify.method')}
              fullWidth
              {...form.getInputProps('verifyType')}
              data={request.verifyTypes.map((type) => ({
                value: type,
                label: <span data-testid={`verify-type-${type}`}>{t(`loginVerify.types.${type}`)}</span>,
              }))}
            />
          )}
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          {byCode ? (
            <TextInput
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              label={form.values.verifyType === 'GOOGLE' ? t('loginVerify.googleCode') : t('sms.code')}
              {...field('verificationCode')}
            />
          ) : (
            <TextInput name="payeeName" label={t('loginVerify.payeeName')} {...field('payeeName')} />
          )}
          <Button type="submit" loading={verification.isPending} data-testid="login-verify-submit">
            {t('loginVerify.submit')}
          </Button>
        </Stack>
      </form>
    </ModalFrame>
  );
}
