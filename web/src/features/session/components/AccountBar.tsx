import { Group, Stack, Text } from '@mantine/core';
import type { MemberInfo } from '@sim/shared/wps/member';
import { BalancePanel } from '../../wallet/components/BalancePanel';
import { LogoutButton } from './LogoutButton';
import { VipBadge } from './VipBadge';

/** The logged-in top bar: who, how much, sign out. */
export function AccountBar({ member }: { member: MemberInfo }) {
  return (
    <Group gap="md" wrap="nowrap">
      <Stack gap={2} align="flex-start">
        <Text fw={700} size="sm" lh={1.2} data-testid="account-name">
          {member.account}
        </Text>
        <VipBadge clubLabel={member.clubLabel} />
      </Stack>
      <BalancePanel />
      <LogoutButton />
    </Group>
  );
}
