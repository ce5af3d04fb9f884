import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import type { AdminRedeem } from '@sim/shared/admin/points';
import { formatMoney } from '@sim/shared/money';
import { REDEEM_STATUSES, type RedeemStatus } from '@sim/shared/relay/mcs2';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmWithRemark } from '../../components/confirm-remark';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';
import { useRedeemDecisions, useRedeems } from './hooks';

const ALL = 'ALL';
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
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        leftSection={<IconCheck size={14} />}
        disabled={busy}
        onClick={() => approve.mutate({ redeemNo })}
        data-testid={`redeem-approve-${redeemNo}`}
      >
        {S.points.approve}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        leftSection={<IconX size={14} />}
        disabled={busy}
        onClick={() =>
          confirmWithRemark(
            S.points.confirmReject(redeemNo),
            (remark) => reject.mutate({ redeemNo, remark }),
            S.points.reject,
          )
        }
        data-testid={`redeem-reject-${redeemNo}`}
      >
        {S.points.reject}
      </Button>
    </Group>
  );
}

/** Redeems, newest first: In Process until approved or rejected (rejected gives the points back). */
export function RedeemsSection() {
  const [status, setStatus] = useState<RedeemStatus | typeof ALL>(ALL);
  const redeems = useRedeems(status === ALL ? undefined : status);
  return (
    <Section title={S.points.redeemsTitle} testId="redeems-section">
      <Select
        label={S.points.statusFilter}
        data={[
          { value: ALL, label: S.points.allStatuses },
          ...REDEEM_STATUSES.map((value) => ({ value, label: value })),
        ]}
        value={status}
        onChange={(value) => setStatus((value as RedeemStatus | null) ?? ALL)}
        allowDeselect={false}
        w={220}
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
