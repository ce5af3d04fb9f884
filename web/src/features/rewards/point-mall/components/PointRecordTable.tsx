import type { PointEntry } from '@sim/shared/relay/mcs2';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/QueryView';
import { formatDateTime } from '../../../../lib/format/format';
import { type RecordColumn, RecordTable } from '../../../records/components/RecordTable';
import { formatPoints } from '../format-points';
import { usePointRecord } from '../hooks';

/** Spec section 3: the points record, each line's changed points, the balance after it, its remark. */
export function PointRecordTable() {
  const { t } = useTranslation();
  const record = usePointRecord();
  const columns: RecordColumn<PointEntry>[] = [
    { key: 'time', header: t('rewards.mall.time'), cell: (row) => formatDateTime(row.time) },
    {
      key: 'type',
      header: t('rewards.mall.entryType'),
      cell: (row) => t(`rewards.pointEntryTypes.${row.type}`),
    },
    {
      key: 'changed',
      header: t('rewards.mall.changedPoints'),
      cell: (row) => `${row.changedPoints > 0 ? '+' : ''}${formatPoints(row.changedPoints)}`,
      align: 'right',
      color: (row) => (row.changedPoints < 0 ? 'red' : 'teal'),
      testId: 'point-changed',
    },
    {
      key: 'balance',
      header: t('rewards.mall.balanceAfter'),
      cell: (row) => formatPoints(row.balance),
      align: 'right',
    },
    { key: 'remark', header: t('rewards.mall.remarkColumn'), cell: (row) => row.remark },
  ];
  return (
    <QueryView query={record}>
      {(page) => (
        <RecordTable
          rows={page.list}
          columns={columns}
          rowKey={(row) => String(row.id)}
          rowTestId="point-entry"
          testId="point-record"
          empty={t('rewards.mall.noEntries')}
        />
      )}
    </QueryView>
  );
}
