import { Box, Menu, Text, UnstyledButton } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import { IconChevronDown, IconListDetails, IconLock, IconReceipt, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModals } from '../../../lib/modal-router/context';
import { useProtectedAction } from '../../access/use-protected-action';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';

/**
 * The account name opens the member's own entries: betting record, account record, security centre,
 * change password (old password asked).
 */
export function AccountMenu({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const openCentre = useOpenMemberCentre();

  return (
    <Menu shadow="md" width={200} position="bottom-start">
      <Menu.Target>
        <UnstyledButton
          aria-label={`${member.account}: ${t('account.menu')}`}
          data-testid="account-menu"
          style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap', minWidth: 0 }}
        >
          {/* a 360 px header shares its row with the inbox, the balance and the menu: a long name is cut */}
          <Text
            component="span"
            fw={700}
            size="sm"
            lh={1.2}
            truncate="end"
            maw={{ base: 64, sm: 200 }}
            data-testid="account-name"
          >
            {member.account}
          </Text>
          <Box component="span" visibleFrom="sm" lh={0}>
            <IconChevronDown size={14} style={{ marginLeft: 4 }} />
          </Box>
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
          leftSection={<IconReceipt size={16} />}
          onClick={() => openCentre('transactionHistory')}
          data-testid="account-transaction-history"
        >
          {t('memberCentre.pages.transactionHistory')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconShieldLock size={16} />}
          onClick={() => openCentre('securityCenter')}
          data-testid="account-security-centre"
        >
          {t('memberCentre.pages.securityCenter')}
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
