import { Badge } from '@mantine/core';
import type { RedeemRecord, RedeemStatus } from '@sim/shared/relay/mcs2';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../../components/QueryView';
import { formatDateTime } from '../../../../lib/format/format';
import { type RecordColumn, RecordTable } from '../../../records/components/RecordTable';
import { formatPoints } from '../format-points';
import { useRedeemList } from '../hooks';

const STATUS_COLOURS: Record<RedeemStatus, string> = {
  IN_PROCESS: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** Spec section 2: the redeem history, each redeem In Process, Approved or Rejected. */
export function RedeemHistory() {
  const { t } = useTranslation();
  const redeems = useRedeemList();
  const columns: RecordColumn<RedeemRecord>[] = [
    { key: 'time', header: t('rewards.mall.applyTime'), cell: (row) => formatDateTime(row.applyTime) },
    { key: 'no', header: t('rewards.mall.redeemNo'), cell: (row) => row.redeemNo },
    { key: 'name', header: t('rewards.mall.goods'), cell: (row) => `${row.rewardName} × ${row.quantity}` },
    {
      key: 'points',
      header: t('rewards.mall.pointsColumn'),
      cell: (row) => formatPoints(row.points),
      align: 'right',
    },
    {
      key: 'status',
      header: t('rewards.mall.status'),
      cell: (row) => (
        <Badge color={STATUS_COLOURS[row.status]} variant="light" data-status={row.status}>
          {t(`rewards.redeemStatus.${row.status}`)}
        </Badge>
      ),
      testId: 'redeem-status',
    },
    { key: 'remark', header: t('rewards.mall.decision'), cell: (row) => row.decisionRemark ?? '' },
  ];
  return (
    <QueryView query={redeems}>
      {(page) => (
        <RecordTable
          rows={page.list}
          columns={columns}
          rowKey={(row) => row.redeemNo}
          rowTestId="redeem-row"
          testId="redeem-history"
          empty={t('rewards.mall.noRedeems')}
        />
      )}
    </QueryView>
  );
}
