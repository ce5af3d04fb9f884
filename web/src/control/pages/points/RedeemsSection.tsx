import { Badge, Group, Table, Text } from '@mantine/core';
import type { AdminRedeem } from '@sim/shared/admin/points';
import { formatMoney } from '@sim/shared/money';
import { REDEEM_STATUSES, type RedeemStatus } from '@sim/shared/relay/mcs2';
import { useState } from 'react';
import { DecisionButtons } from '../../components/DecisionButtons';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { ALL_STATUSES, StatusFilter } from '../../components/StatusFilter';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { useRedeemDecisions, useRedeems } from './hooks';

const STATUS_COLORS: Record<RedeemStatus, string> = { IN_PROCESS: 'blue', APPROVED: 'teal', REJECTED: 'red' };
const HEADS = [
  S.points.redeemNo,
  S.points.applied,
  S.points.member,
  S.points.goods,
  { title: S.points.pointsColumn, ta: 'right' as const },
  S.points.status,
  S.common.actions,
  S.points.remark,
];

function RedeemActions({ redeem }: { redeem: AdminRedeem }) {
  const { approve, reject } = useRedeemDecisions();
  if (redeem.status !== 'IN_PROCESS') return null;
  const { redeemNo } = redeem;
  const busy = approve.isPending || reject.isPending;
  return (
    <Group gap={4} wrap="nowrap">
      <DecisionButtons
        testIdPrefix="redeem"
        id={redeemNo}
        busy={busy}
        approveLabel={S.points.approve}
        rejectLabel={S.points.reject}
        rejectQuestion={S.points.confirmReject(redeemNo)}
        onApprove={() => approve.mutate({ redeemNo })}
        onReject={(remark) => reject.mutate({ redeemNo, remark })}
      />
    </Group>
  );
}

/** Redeems, newest first: In Process until approved or rejected (rejected gives the points back). */
export function RedeemsSection() {
  const [status, setStatus] = useState<RedeemStatus | typeof ALL_STATUSES>(ALL_STATUSES);
  const redeems = useRedeems(status === ALL_STATUSES ? undefined : status);
  return (
    <Section title={S.points.redeemsTitle} testId="redeems-section">
      <StatusFilter
        label={S.points.statusFilter}
        allLabel={S.points.allStatuses}
        statuses={REDEEM_STATUSES}
        value={status}
        onChange={setStatus}
      />
      <QueryState query={redeems}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{S.points.noRedeems}</Text>
          ) : (
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover style={{ whiteSpace: 'nowrap' }} data-testid="redeems-table">
                <TableHeads heads={HEADS} />
                <Table.Tbody>
                  {rows.map((redeem) => (
                    <Table.Tr key={redeem.redeemNo} data-testid={`redeem-row-${redeem.redeemNo}`}>
                      <Table.Td ff="monospace">{redeem.redeemNo}</Table.Td>
                      <Table.Td>{formatTime(new Date(redeem.applyTime))}</Table.Td>
                      <Table.Td ff="monospace">{redeem.username}</Table.Td>
                      <Table.Td>
                        {redeem.rewardName} × {redeem.quantity}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {formatMoney(redeem.points)}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={STATUS_COLORS[redeem.status]}
                          data-testid={`redeem-status-${redeem.redeemNo}`}
                        >
                          {redeem.status}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RedeemActions redeem={redeem} />
                      </Table.Td>
                      <Table.Td maw={260}>
                        <Text size="sm" truncate>
                          {[redeem.remark, redeem.decisionRemark].filter(Boolean).join(' / ') || '—'}
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
