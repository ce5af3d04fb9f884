import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import type { AdminOutputs } from '../../api';
import { TableHeads } from '../../components/TableHeads';
import { S } from '../../strings';

type Audit = AdminOutputs['wallet']['audit'];

/** wallet.audit: does every balance equal its entries, every transaction sum to zero, no wallet dip? */
export function AuditReport({ report }: { report: Audit }) {
  return (
    <Stack gap="sm" data-testid="cashier-audit-report">
      <Group gap="xl">
        <Badge
          size="lg"
          color={report.balanced ? 'teal' : 'red'}
          data-testid="cashier-audit-balanced"
          data-balanced={String(report.balanced)}
        >
          {report.balanced ? S.cashier.balanced : S.cashier.unbalanced}
        </Badge>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
          <Figure label={S.cashier.ledgerSum} value={formatMoney(report.ledgerSum)} />
          <Figure label={S.cashier.memberFunds} value={formatMoney(report.memberFunds)} />
          <Figure label={S.cashier.accounts} value={String(report.accounts)} />
          <Figure label={S.cashier.transactions} value={String(report.transactions)} />
        </SimpleGrid>
      </Group>
      <Problems
        title={S.cashier.mismatchedAccounts}
        heads={[S.cashier.code, S.cashier.balance, S.cashier.entries]}
        rows={report.mismatchedAccounts.map((a) => [a.code, formatMoney(a.balance), formatMoney(a.entries)])}
      />
      <Problems
        title={S.cashier.unbalancedTransactions}
        heads={[S.cashier.idempotencyKey, S.cashier.sum]}
        rows={report.unbalancedTransactions.map((t) => [t.idempotencyKey, formatMoney(t.sum)])}
      />
      <Problems
        title={S.cashier.negativeWallets}
        heads={[S.cashier.code, S.cashier.balance]}
        rows={report.negativeWallets.map((w) => [w.code, formatMoney(w.balance)])}
      />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text ff="monospace">{value}</Text>
    </div>
  );
}

/** One kind of problem; nothing when there is none. The first column identifies the row. */
function Problems({ title, heads, rows }: { title: string; heads: string[]; rows: string[][] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4} data-testid="cashier-audit-problems">
      <Text size="sm" fw={600} c="red">
        {title} ({rows.length})
      </Text>
      <Table withTableBorder>
        <TableHeads heads={heads} />
        <Table.Tbody>
          {rows.map(([id, ...rest]) => (
            <Table.Tr key={id}>
              <Table.Td ff="monospace">{id}</Table.Td>
              {rest.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns of a fixed table
                <Table.Td key={column} ff="monospace">
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
