import { ActionIcon, Box, Group, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format/format';
import { useBalance } from '../hooks';
import classes from './BalancePanel.module.css';
import { RefreshBalanceButton } from './RefreshBalanceButton';

export const HIDDEN_BALANCE = '****';

/**
 * Balance with refresh and a hide/show toggle (platform-spec.md section 2, "Side menu"). `compactOnPhone`:
 * the header's copy shows the amount alone on a phone (the side menu's copy keeps the buttons).
 */
export function BalancePanel({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const [hidden, setHidden] = useLocalStorage({ key: 'balanceHidden', defaultValue: false });

  const amount = balance.data ? formatAmount(balance.data.sumBalance, balance.data.currencySymbol) : '--';

  return (
    <Group gap={4} wrap="nowrap">
      <Stack gap={0}>
        <Text size="xs" c="dimmed" lh={1.2} visibleFrom={compactOnPhone ? 'sm' : undefined}>
          {t('balance.label')}
        </Text>
        <Text fw={700} lh={1.3} className={classes.amount} data-testid="balance">
          {hidden ? HIDDEN_BALANCE : amount}
        </Text>
      </Stack>
      <Box visibleFrom={compactOnPhone ? 'sm' : undefined}>
        <RefreshBalanceButton testId="balance-refresh" />
      </Box>
      <ActionIcon
        visibleFrom={compactOnPhone ? 'sm' : undefined}
        variant="subtle"
        color="gray"
        onClick={() => setHidden((isHidden) => !isHidden)}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
        data-testid="balance-toggle"
      >
        {hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />}
      </ActionIcon>
    </Group>
  );
}
