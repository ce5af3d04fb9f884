import { Menu, Text, UnstyledButton } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import { IconChevronDown, IconListDetails, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModals } from '../../../app/modal-router/context';
import { useProtectedAction } from '../../access/use-protected-action';

/** The account name opens the member's own entries: betting record, change password (old password asked). */
export function AccountMenu({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const protect = useProtectedAction();
  const navigate = useNavigate();

  return (
    <Menu shadow="md" width={200} position="bottom-start">
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')} data-testid="account-menu">
          <Text component="span" fw={700} size="sm" lh={1.2} data-testid="account-name">
            {member.account}
          </Text>
          <IconChevronDown size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconListDetails size={16} />}
          onClick={() => void navigate('/bettingRecord')}
          data-testid="account-betting-record"
        >
          {t('records.title')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLock size={16} />}
          // a trial account has no password of its own to change: the real-account warning instead
          onClick={() => protect('realAccount', () => open({ name: 'changePassword', forced: false }))}
          data-testid="account-change-password"
        >
          {t('password.changeTitle')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
