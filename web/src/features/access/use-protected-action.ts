import { ERRORS } from '@sim/shared/error-codes';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/feedback/errors';
import { useModals } from '../../lib/modal-router/context';
import { useSession } from '../../lib/session/session';
import { type AccessNeed, accessVerdict } from './access-rules';

/**
 * Runs an action when the session may, otherwise what the platform does instead: the login popup,
 * the `in_need_true_account` warning (confirming opens the account upgrade), a trial account's own view
 * (asking for the member centre: its name and an upgrade button), or a refusal.
 */
export function useProtectedAction() {
  const { t } = useTranslation();
  const session = useSession();
  const { open, warn } = useModals();

  return (need: AccessNeed, action: () => void) => {
    switch (accessVerdict(session, need)) {
      case 'allow':
        action();
        return;
      case 'login':
        open({ name: 'login', reason: 'protected' });
        return;
      case 'trialWarning':
        warn({
          testId: 'trial-warning',
          // read as the dialog renders: the errors area may still be loading at a first click
          message: () => t(errorKey(ERRORS.trialRestricted.errorCode) as never),
          confirmLabel: () => t('account.in_increase_submit'),
          onConfirm: () => open({ name: 'upgrade' }),
        });
        return;
      case 'trialAccount':
        // the trial account's own view: who is playing, on what, and the way to a real account
        warn({
          testId: 'trial-account',
          title: t('account.trialView.title'),
          message: () =>
            t('account.trialView.body', {
              username: session.status === 'member' ? session.member.account : '',
            }),
          confirmLabel: () => t('account.trialView.upgrade'),
          onConfirm: () => open({ name: 'upgrade' }),
        });
        return;
      case 'notAgent':
        warn({ testId: 'not-agent', message: () => t(errorKey(ERRORS.notAgent.errorCode) as never) });
        return;
      case 'wait':
        return;
    }
  };
}
