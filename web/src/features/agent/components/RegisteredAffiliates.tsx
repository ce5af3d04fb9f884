import { Stack } from '@mantine/core';
import type { RegisteredAffiliate } from '@sim/shared/wps/agent';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { RecordFilters } from '../../records/components/RecordFilters';
import { RecordPager } from '../../records/components/RecordPager';
import { type RecordColumn, RecordTable } from '../../records/components/RecordTable';
import { useRangeFilter } from '../../records/use-range-filter';
import { useRegisteredAffiliates } from '../team-hooks';
import { MemberTypeBadge } from './MemberTypeBadge';

/** registeredAffiliates: who joined the agent directly (its links, codes or its own hand) in a period. */
export function RegisteredAffiliates() {
  const { t } = useTranslation();
  const filter = useRangeFilter();
  const affiliates = useRegisteredAffiliates({ ...filter.range, pageNo: filter.pageNo });

  const columns: RecordColumn<RegisteredAffiliate>[] = [
    { key: 'username', header: t('agent.columns.username'), cell: (r) => r.username },
    { key: 'type', header: t('agent.columns.type'), cell: (r) => <MemberTypeBadge type={r.type} /> },
    { key: 'registered', header: t('agent.team.registered'), cell: (r) => formatDateTime(r.registeredTime) },
  ];

  return (
    <Stack gap="md">
      <RecordFilters filter={filter} />
      <QueryView query={affiliates}>
        {(data) => (
          <>
            <RecordTable
              rows={data.list}
              columns={columns}
              rowKey={(r) => String(r.id)}
              rowTestId="registered-affiliate"
              testId="registered-affiliates-table"
              empty={t('agent.affiliate.noneRegistered')}
            />
            <RecordPager filter={filter} totalPages={data.totalPages} />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
