import { ActionIcon, Anchor, Group, Select, Title, Tooltip } from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMerchantChoice } from '../merchant';
import { MERCHANTS, S } from '../strings';
import { ClockBadge } from './ClockBadge';
import { ThemeToggle } from './ThemeToggle';

export function Header({ burger, onLogout }: { burger: ReactNode; onLogout: () => void }) {
  const { merchant, setMerchant } = useMerchantChoice();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {burger}
        <Title order={4} visibleFrom="xs">
          {S.app.title}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ClockBadge />
        <Select
          aria-label={S.app.merchant}
          data-testid="merchant-select"
          w={120}
          size="xs"
          data={[...MERCHANTS]}
          value={merchant}
          onChange={(code) => code && setMerchant(code)}
          allowDeselect={false}
        />
        <Tooltip label={S.app.memberSite}>
          <Anchor href="/index" target="_blank" rel="noopener" aria-label={S.app.memberSite}>
            <IconExternalLink size={20} />
          </Anchor>
        </Tooltip>
        <ThemeToggle />
        <Tooltip label={S.app.logout}>
          <ActionIcon variant="default" size="lg" onClick={onLogout} aria-label={S.app.logout}>
            <IconLogout size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
