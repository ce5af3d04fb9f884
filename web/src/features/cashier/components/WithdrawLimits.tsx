import type { WithdrawSettings } from '@sim/shared/wps/cashier';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';
import { SummaryGrid } from '../../records/components/SummaryGrid';

/** What may leave today: the main wallet's balance, the limits, the withdrawals left. */
export function WithdrawLimits({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const money = useMoney();

  return (
    <SummaryGrid
      cells={[
        {
          key: 'available',
          label: t('cashier.withdraw.available'),
          value: money(settings.availableBalance),
          testId: 'withdraw-available',
        },
        {
          key: 'limits',
          label: t('cashier.withdraw.limits'),
          value: `${money(settings.minimumAmount)} – ${money(settings.maximumAmount)}`,
          testId: 'withdraw-limits',
        },
        {
          key: 'remaining',
          label: t('cashier.withdraw.remaining'),
          value: `${settings.remainingCount} / ${settings.dailyCountLimit}`,
          testId: 'withdraw-remaining',
        },
      ]}
    />
  );
}
