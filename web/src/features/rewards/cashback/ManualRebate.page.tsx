import { Stack, Title } from '@mantine/core';
import type { RebateClaim } from '@sim/shared/relay/rebate';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { useRebateRecord, useRebateSummary } from './hooks';
import { RebateSummaryCard } from './RebateSummaryCard';

function ClaimHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const record = useRebateRecord();
  const columns: RecordColumn<RebateClaim>[] = [
    { key: 'time', header: t('rewards.cashback.claimTime'), cell: (row) => formatDateTime(row.claimTime) },
    { key: 'reference', header: t('rewards.cashback.reference'), cell: (row) => row.referenceNo },
    { key: 'bets', header: t('rewards.cashback.bets'), cell: (row) => row.betCount, align: 'right' },
    {
      key: 'valid',
      header: t('rewards.cashback.validBet'),
      cell: (row) => money(row.totalValidBet),
      align: 'right',
    },
    { key: 'amount', header: t('rewards.cashback.rebate'), cell: (row) => money(row.amount), align: 'right' },
  ];
  return (
    <QueryView query={record}>
      {(page) => (
        <RecordTable
          rows={page.list}
          columns={columns}
          rowKey={(row) => row.referenceNo}
          rowTestId="rebate-claim-row"
          testId="rebate-history"
          empty={t('rewards.cashback.noClaims')}
          minWidth={560}
        />
      )}
    </QueryView>
  );
}

/** The member centre's manualRebate (only with MANPLAYREB3): this period's cashback and past claims. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const summary = useRebateSummary();
  return (
    <Stack gap="md">
      <QueryView query={summary}>{(data) => <RebateSummaryCard summary={data} />}</QueryView>
      <Title order={3} size="h5">
        {t('rewards.cashback.history')}
      </Title>
      <ClaimHistory />
    </Stack>
  );
}
