import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface SummaryCell {
  key: string;
  label: string;
  value: string;
  color?: string;
  testId: string;
}

/** A record's totals: one small card per figure. */
export function SummaryGrid({ cells }: { cells: readonly SummaryCell[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(cells.length, 4) }} spacing="sm">
      {cells.map((cell) => (
        <Paper key={cell.key} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {cell.label}
          </Text>
          <Text fw={800} size="lg" c={cell.color} data-testid={cell.testId}>
            {cell.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
