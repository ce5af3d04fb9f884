import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { RegisterForms } from '../components/RegisterForms';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    register: { referralCode?: string };
  }
}

/** The register modal; `/register?referralCode=` opens it with the code filled in. */
export function RegisterModal({ referralCode }: { referralCode?: string }) {
  const { t } = useTranslation();
  const { close } = useModals();

  return (
    <ModalFrame testId="register-modal" title={t('register.title')} onClose={close}>
      <RegisterForms referralCode={referralCode || null} submitLabel={t('register.submit')} />
    </ModalFrame>
  );
}
