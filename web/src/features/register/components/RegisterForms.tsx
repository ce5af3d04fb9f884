import { Alert, Tabs } from '@mantine/core';
import { IconDeviceMobile, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRegistrationModes } from '../hooks';
import { MobileRegisterForm } from './MobileRegisterForm';
import type { RegisterFormProps } from './register-form-props';
import { UsernameRegisterForm } from './UsernameRegisterForm';

/** Username and mobile tabs, as the merchant's flags allow (USERNAMEREG3, MOBILENUMREG3). */
export function RegisterForms({ referralCode, submitLabel }: RegisterFormProps) {
  const { t } = useTranslation();
  const modes = useRegistrationModes();

  if (!modes.any) return <Alert color="yellow">{t('register.closed')}</Alert>;

  return (
    <Tabs defaultValue={modes.username ? 'username' : 'mobile'} keepMounted={false}>
      <Tabs.List grow mb="md">
        {modes.username && (
          <Tabs.Tab value="username" leftSection={<IconUser size={16} />} data-testid="register-tab-username">
            {t('register.byUsername')}
          </Tabs.Tab>
        )}
        {modes.mobile && (
          <Tabs.Tab
            value="mobile"
            leftSection={<IconDeviceMobile size={16} />}
            data-testid="register-tab-mobile"
          >
            {t('register.byMobile')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="username">
        <UsernameRegisterForm referralCode={referralCode} submitLabel={submitLabel} />
      </Tabs.Panel>
      <Tabs.Panel value="mobile">
        <MobileRegisterForm referralCode={referralCode} submitLabel={submitLabel} />
      </Tabs.Panel>
    </Tabs>
  );
}
