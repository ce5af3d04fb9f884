import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useModals } from '../../lib/modal-router/context';
import { useCompleteLogin } from '../session/login-flow';
import { type RegistrationInput, type RegistrationKind, useRegistration } from './hooks';
import { placeRegisterError } from './register-errors';

/** The routes that open the register modal over the home page. */
export const REGISTER_ROUTES: readonly string[] = ['/register', '/register.html'];

interface RegisterSubmitOptions {
  /** the form's name for a wire field, null when the form does not show it */
  formField: (wireField: string) => string | null;
  setFieldError: (field: string, message: string) => void;
  /** e.g. a fresh captcha: each one is single-use */
  onFailure?: () => void;
}

/**
 * Spec section 4, "Register": the affiliate check, the register call, then the new member is logged
 * in (loginInfo), the modal closes, and a /register URL gives way to the home page.
 */
export function useRegisterSubmit(kind: RegistrationKind, options: RegisterSubmitOptions) {
  const { t } = useTranslation();
  const registration = useRegistration(kind);
  const complete = useCompleteLogin();
  const { warn } = useModals();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const submit = (input: RegistrationInput) =>
    registration.mutate(input, {
      onSuccess: (login) => {
        complete(login, { type: 'username' });
        notifications.show({ color: 'teal', message: t('register.success', { username: login.userName }) });
        if (REGISTER_ROUTES.includes(pathname)) void navigate('/index', { replace: true });
      },
      onError: (error) => {
        options.onFailure?.();
        const place = placeRegisterError(error, t, options.formField);
        if (place.kind === 'field') options.setFieldError(place.field, place.message);
        else if (place.kind === 'warning') warn({ testId: 'affiliate-error', message: place.message });
        else notifications.show({ color: 'red', title: t('register.failed'), message: place.message });
      },
    });

  return { submit, pending: registration.isPending };
}
