import { Badge, Table, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import { ACTIVITY_STATUSES, type ActivityStatus } from '@sim/shared/relay/promofe';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { ALL_STATUSES, StatusFilter } from '../../components/StatusFilter';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { useParticipations } from './hooks';
import { ParticipationActions } from './ParticipationActions';

const HEADS = [
  S.promotions.id,
  S.promotions.updated,
  S.promotions.member,
  S.promotions.promotion,
  S.promotions.status,
  S.common.actions,
  { title: S.promotions.bonus, ta: 'right' as const },
  S.promotions.comment,
];

/** Participations, newest first: applications arrive APPLYING and wait here for a decision. */
export function ApplicationsSection() {
  const [status, setStatus] = useState<ActivityStatus | typeof ALL_STATUSES>(ALL_STATUSES);
  const participations = useParticipations(status === ALL_STATUSES ? undefined : status);

  return (
    <Section title={S.promotions.applicationsTitle} testId="applications-section">
      <StatusFilter
        label={S.promotions.statusFilter}
        allLabel={S.promotions.allStatuses}
        statuses={ACTIVITY_STATUSES}
        value={status}
        onChange={setStatus}
        testId="applications-status"
      />
      <QueryState query={participations}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{S.promotions.noParticipations}</Text>
          ) : (
            <Table.ScrollContainer minWidth={1000}>
              <Table
                striped
                highlightOnHover
                style={{ whiteSpace: 'nowrap' }}
                data-testid="applications-table"
              >
                <TableHeads heads={HEADS} />
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr
                      key={row.participationId}
                      data-testid={`application-row-${row.participationId}`}
                    >
                      <Table.Td ff="monospace">{row.participationId}</Table.Td>
                      <Table.Td>{formatTime(new Date(row.updateTime))}</Table.Td>
                      <Table.Td ff="monospace">{row.username}</Table.Td>
                      <Table.Td>{row.promotionTitle}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" data-testid={`application-status-${row.participationId}`}>
                          {row.activityStatus}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <ParticipationActions participation={row} />
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {row.bonusAmount === null ? '—' : formatMoney(row.bonusAmount)}
                      </Table.Td>
                      <Table.Td maw={260}>
                        <Text size="sm" truncate>
                          {row.comment ?? '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Section>
  );
}
