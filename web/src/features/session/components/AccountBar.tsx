import { Box, Group, Stack } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import { BalancePanel } from '../../wallet/components/BalancePanel';
import { AccountMenu } from './AccountMenu';
import { LogoutButton } from './LogoutButton';
import { VipBadge } from './VipBadge';

/** The logged-in top bar: who, how much, sign out. */
export function AccountBar({ member }: { member: MemberInfo }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Stack gap={2} align="flex-start">
        <AccountMenu member={member} />
        <Box visibleFrom="sm">
          <VipBadge clubLabel={member.clubLabel} />
        </Box>
      </Stack>
      <BalancePanel compactOnPhone />
      {/* a phone signs out from the header's overflow menu */}
      <Box visibleFrom="sm">
        <LogoutButton />
      </Box>
    </Group>
  );
}
