import { Tabs } from '@mantine/core';
import { IconDeviceMobile, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../components/ModalFrame';
import { useModals } from '../../../lib/modal-router/context';
import { useFeatureFlag } from '../../../lib/site-status/site-status';
import { ForgotByEmailForm } from '../components/ForgotByEmailForm';
import { ForgotByPhoneForm } from '../components/ForgotByPhoneForm';

declare module '../../../lib/modal-router/modal-requests' {
  interface ModalRequestMap {
    forgotPassword: object;
  }
}

/** Forgot password: by email always, by phone when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const { close } = useModals();
  const byPhone = useFeatureFlag('CHNGPASSVERIF3');

  return (
    <ModalFrame testId="forgot-modal" title={t('forgot.title')} onClose={close}>
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="email" leftSection={<IconMail size={16} />} data-testid="forgot-tab-email">
            {t('forgot.byEmail')}
          </Tabs.Tab>
          {byPhone && (
            <Tabs.Tab
              value="phone"
              leftSection={<IconDeviceMobile size={16} />}
              data-testid="forgot-tab-phone"
            >
              {t('forgot.byPhone')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="email">
          <ForgotByEmailForm />
        </Tabs.Panel>
        {byPhone && (
          <Tabs.Panel value="phone">
            <ForgotByPhoneForm />
          </Tabs.Panel>
        )}
      </Tabs>
    </ModalFrame>
  );
}
