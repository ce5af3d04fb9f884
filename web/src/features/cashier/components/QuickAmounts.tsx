import { Chip, Group } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import { useTranslation } from 'react-i18next';
import type { AmountLimits } from '../amount-rule';

/** The quick amounts offered, those within the channel's limits shown. */
export const QUICK_AMOUNTS = [100, 500, 1000, 5000, 10000, 50000] as const;

interface QuickAmountsProps {
  limits: AmountLimits;
  value: string;
  onPick: (amount: string) => void;
}

export function QuickAmounts({ limits, value, onPick }: QuickAmountsProps) {
  const { t } = useTranslation();
  const amounts = QUICK_AMOUNTS.filter(
    (a) => (limits.min === undefined || a >= limits.min) && (limits.max === undefined || a <= limits.max),
  );
  if (amounts.length === 0) return null;

  return (
    <Group gap="xs" role="group" aria-label={t('cashier.quickAmounts')}>
      {amounts.map((amount) => (
        <Chip
          key={amount}
          size="xs"
          checked={Number(value) === amount}
          onChange={() => onPick(String(amount))}
          data-testid={`quick-amount-${amount}`}
        >
          {formatMoney(amount)}
        </Chip>
      ))}
    </Group>
  );
}
