import { Badge } from '@mantine/core';
import type { Invitation } from '@sim/shared/relay/referral';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { useMoney } from '../../../lib/format/use-money';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';

/** The friends who registered with the member's code, newest first, and what each has paid. */
export function InvitationsTable({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: RecordColumn<Invitation>[] = [
    { key: 'account', header: t('referral.table.account'), cell: (row) => row.account },
    { key: 'time', header: t('referral.table.registered'), cell: (row) => formatDateTime(row.registerTime) },
    {
      key: 'status',
      header: t('referral.table.status'),
      cell: (row) => (
        <Badge color={row.status === 'REWARDED' ? 'teal' : 'gray'} variant="light">
          {t(`referral.status.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'reward',
      header: t('referral.table.reward'),
      cell: (row) => money(row.reward),
      align: 'right',
      testId: 'referral-reward',
    },
  ];
  return (
    <RecordTable
      rows={invitations}
      columns={columns}
      rowKey={(row) => `${row.account}-${row.registerTime}`}
      rowTestId="referral-row"
      testId="referral-invitations"
      empty={t('referral.none')}
      minWidth={480}
    />
  );
}
