import { Center, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconDeviceMobile, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginFormLayout } from './login-field-props';

interface LoginModeSwitchProps {
  mode: 'username' | 'sms';
  onChange: (mode: 'username' | 'sms') => void;
  layout: LoginFormLayout;
}

/** Username or mobile login (MOBILEVERCODELOGIN3); icons in the header, words in the stacked form. */
export function LoginModeSwitch({ mode, onChange, layout }: LoginModeSwitchProps) {
  const { t } = useTranslation();
  const option = (value: 'username' | 'sms', Icon: typeof IconUser, text: string) => ({
    value,
    label:
      layout === 'inline' ? (
        <Center data-testid={`login-mode-${value}`} title={text}>
          <Icon size={16} />
          <VisuallyHidden>{text}</VisuallyHidden>
        </Center>
      ) : (
        <Center data-testid={`login-mode-${value}`} style={{ gap: 6 }}>
          <Icon size={16} />
          <span>{text}</span>
        </Center>
      ),
  });

  return (
    <SegmentedControl
      aria-label={t('login.mode')}
      value={mode}
      onChange={(value) => onChange(value === 'sms' ? 'sms' : 'username')}
      size={layout === 'inline' ? 'xs' : 'sm'}
      mt={layout === 'inline' ? 4 : 0}
      fullWidth={layout === 'stacked'}
      data={[
        option('username', IconUser, t('login.modeUsername')),
        option('sms', IconDeviceMobile, t('login.modeSms')),
      ]}
    />
  );
}
