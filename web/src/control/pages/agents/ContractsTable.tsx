import { Badge, Table, Text } from '@mantine/core';
import type { AdminContract } from '@sim/shared/admin/agent-contracts';
import { formatMoney } from '@sim/shared/money';
import { TableHeads } from '../../components/TableHeads';
import { formatTime } from '../../local-time';
import { S } from '../../strings';

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  ACTIVE: 'teal',
  TERMINATION_REQUESTED: 'orange',
  TERMINATED: 'red',
  REJECTED: 'gray',
};

const HEADS = [
  S.agents.id,
  S.agents.kind,
  S.agents.parties,
  S.agents.status,
  { title: S.agents.rate, ta: 'right' as const },
  S.agents.settledUntil,
  { title: S.agents.periods, ta: 'right' as const },
  { title: S.agents.paid, ta: 'right' as const },
];

/** Contracts with their parties, terms, state and what their settlement has paid so far. */
export function ContractsTable({ contracts }: { contracts: AdminContract[] }) {
  if (contracts.length === 0) return <Text c="dimmed">{S.agents.noContracts}</Text>;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped data-testid="agent-contracts">
        <TableHeads heads={HEADS} />
        <Table.Tbody>
          {contracts.map((c) => (
            <Table.Tr key={c.contractId} data-testid={`agent-contract-${c.contractId}`}>
              <Table.Td>{c.contractId}</Table.Td>
              <Table.Td>
                {S.agents.kinds[c.kind]}
                {c.period && ` (${c.period})`}
              </Table.Td>
              <Table.Td ff="monospace">
                {c.upline} → {c.downline}
              </Table.Td>
              <Table.Td>
                <Badge
                  color={STATUS_COLORS[c.status]}
                  variant="light"
                  data-testid={`agent-contract-${c.contractId}-status`}
                >
                  {c.status}
                </Badge>
                {c.endReason && (
                  <Text size="xs" c="dimmed">
                    {c.endReason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{c.rate}%</Table.Td>
              <Table.Td>{c.settledUntil === null ? '—' : formatTime(new Date(c.settledUntil))}</Table.Td>
              <Table.Td ta="right">{c.periodsSettled}</Table.Td>
              <Table.Td ta="right" data-testid={`agent-contract-${c.contractId}-paid`}>
                {formatMoney(c.paidTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
