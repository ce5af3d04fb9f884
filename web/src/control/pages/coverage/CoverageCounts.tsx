import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CoverageReport } from '@sim/shared/admin/coverage';
import { S } from '../../strings';

function Counts({ title, rows }: { title: string; rows: { key: string; count: number }[] }) {
  return (
    <Stack gap={4}>
      <Title order={5}>{title}</Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{S.common.none}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.key}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Error codes, logins, system status, members, and the states each machine reached. */
export function CoverageCounts({ report }: { report: CoverageReport }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Counts title={S.coverage.errorCodes} rows={report.errorCodes} />
        <Counts title={S.coverage.logins} rows={report.logins} />
        <Counts title={S.coverage.systemStatus} rows={report.systemStatus} />
        <Counts title={S.coverage.members} rows={report.members} />
      </SimpleGrid>
      <Title order={5}>{S.coverage.states}</Title>
      <Table data-testid="coverage-states">
        <Table.Tbody>
          {report.stateMachines.map((m) => (
            <Table.Tr key={m.machine}>
              <Table.Td>{m.machine}</Table.Td>
              <Table.Td>{m.states.map((s) => `${s.key} (${s.count})`).join(', ')}</Table.Td>
              <Table.Td>{m.transitions.map((t) => `${t.key} (${t.count})`).join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
