// The login state machine of platform-spec.md section 4, shared by every way in: the login forms,
// the verification step, registration, recovery by phone and free play.
import { notifications } from '@mantine/notifications';
import type { LoginResponse } from '@sim/shared/wps/session';
import { useTranslation } from 'react-i18next';
import { saveLogin } from '../../api/session-store';
import { releasePopupTurn, requestPopupTurn } from '../../lib/feedback/popup-queue';
import { useModals } from '../../lib/modal-router/context';
import { useBrandConfig, useFeatureFlag } from '../../lib/site-status/site-status';
import { mustChangePassword } from '../password/forced-change';
import { type LoginAttempt, useLogin, verificationRequired } from './hooks';
import { saveRememberMe } from './remember-me';

export interface LoginContext {
  type: 'username' | 'sms';
  /** the password typed at login: '{secret}' forces a change, and the change needs no old password */
  typedPassword?: string;
  /** only the login forms decide remember-me; registration and recovery leave the cookies alone */
  remember?: { remember: boolean; user: string };
}

export type LoginOutcome = 'changePassword' | 'loggedIn';

const FIRST_LOGIN_POPUP = 'first-login-welcome';

/**
 * Success: remember-me cookies saved or cleared, token stored, the first-login action, then either
 * the forced password change or loginInfo (the member query follows the new token) with the modal closed.
 */
export function useCompleteLogin() {
  const { t } = useTranslation();
  const { open, close } = useModals();
  const { merchantName } = useBrandConfig();
  const forceOnExpiry = useFeatureFlag('PWDEXPFORCECHANGE3');

  return (login: LoginResponse, context: LoginContext): LoginOutcome => {
    if (context.remember) {
      const { remember, user } = context.remember;
      saveRememberMe(remember, { sms: context.type === 'sms', user });
    }
    saveLogin(login);
    if (login.firstTimeLogin) {
      // after the notice popup, if one is showing: one popup at a time
      requestPopupTurn(FIRST_LOGIN_POPUP, () =>
        notifications.show({
          color: 'teal',
          title: t('login.firstLoginTitle'),
          message: t('login.firstLoginWelcome', { merchant: merchantName }),
          onClose: () => releasePopupTurn(FIRST_LOGIN_POPUP),
          ...{ 'data-testid': 'first-login-welcome' },
        }),
      );
    }
    const forced = mustChangePassword({
      loginType: context.type,
      typedPassword: context.typedPassword,
      passwordExpired: login.passwordExpired,
      forceOnExpiry,
    });
    if (forced) {
      open({ name: 'changePassword', forced: true, currentPassword: context.typedPassword });
      return 'changePassword';
    }
    close();
    return 'loggedIn';
  };
}

/** Submit: the encrypted login, then success as above, the verification step, or the caller's failure. */
export function useLoginFlow() {
  const login = useLogin();
  const complete = useCompleteLogin();
  const { open } = useModals();

  const submit = (attempt: LoginAttempt, remember: boolean, onFailure: (error: unknown) => void) => {
    const user = attempt.type === 'sms' ? attempt.mobileNum : attempt.username;
    const typedPassword = attempt.type === 'username' ? attempt.password : undefined;
    login.mutate(attempt, {
      onSuccess: (response) =>
        complete(response, { type: attempt.type, typedPassword, remember: { remember, user } }),
      onError: (error) => {
        const verify = verificationRequired(error);
        if (verify && attempt.type === 'username') {
          open({ name: 'loginVerify', username: user, password: attempt.password, remember, ...verify });
        } else {
          onFailure(error);
        }
      },
    });
  };

  return { submit, pending: login.isPending };
}
