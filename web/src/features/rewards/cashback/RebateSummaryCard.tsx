import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { RebateItem, RebateSummary } from '@sim/shared/relay/rebate';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../components/MoneyError';
import { useIdempotentSubmit } from '../../../lib/form/use-idempotent-submit';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { useClaimRebate } from './hooks';

/** This period's cashback by product type, its total and the claim. */
export function RebateSummaryCard({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const labels = useCodeLabels();
  const claim = useClaimRebate();
  const { submit } = useIdempotentSubmit();

  const columns: RecordColumn<RebateItem>[] = [
    {
      key: 'type',
      header: t('rewards.cashback.productType'),
      cell: (row) => labels.gameType(row.productType),
    },
    { key: 'rate', header: t('rewards.cashback.rate'), cell: (row) => `${row.rate}%`, align: 'right' },
    { key: 'bets', header: t('rewards.cashback.bets'), cell: (row) => row.betCount, align: 'right' },
    {
      key: 'valid',
      header: t('rewards.cashback.validBet'),
      cell: (row) => money(row.validBet),
      align: 'right',
    },
    {
      key: 'rebate',
      header: t('rewards.cashback.rebate'),
      cell: (row) => money(row.rebate),
      align: 'right',
      testId: 'rebate-amount',
    },
  ];

  return (
    <Card withBorder radius="md" padding="md" data-testid="rebate-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('rewards.cashback.period', {
              period: t(`rewards.cashback.periods.${summary.period}`),
              start: formatDateTime(summary.periodStart),
              end: formatDateTime(summary.periodEnd),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('rewards.cashback.minimum', { amount: money(summary.minClaimAmount) })}
          </Text>
        </Group>
        <RecordTable
          rows={summary.items}
          columns={columns}
          rowKey={(row) => row.productType}
          rowTestId="rebate-row"
          testId="rebate-items"
          empty={t('rewards.cashback.noBets')}
          minWidth={480}
        />
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {t('rewards.cashback.total')} <span data-testid="rebate-total">{money(summary.totalRebate)}</span>
          </Text>
          <Button
            color="green"
            disabled={!summary.claimable}
            loading={claim.isPending}
            onClick={() => void submit((requestId) => claim.mutateAsync(requestId))}
            data-testid="rebate-claim"
          >
            {t('rewards.cashback.claim')}
          </Button>
        </Group>
        {claim.data && !claim.isPending && (
          <Alert color="green" data-testid="rebate-claimed">
            {t('rewards.cashback.claimed', {
              amount: money(claim.data.claim.amount),
              reference: claim.data.claim.referenceNo,
            })}
          </Alert>
        )}
        <MoneyError error={claim.error} testId="rebate-error" />
      </Stack>
    </Card>
  );
}
