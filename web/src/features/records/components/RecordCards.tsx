import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import classes from './RecordCards.module.css';
import type { RecordColumn } from './record-column';

interface RecordCardsProps<Row> {
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string;
  rowTestId: string;
  testId: string;
}

/**
 * A record table on a narrow phone (≤ 480 px): one card per row, each column a line of its header and
 * value, so amount, status and actions read without scrolling sideways. A column without a header (the
 * row's actions) takes the card's last line whole. Rows and cells keep the table's test ids.
 */
export function RecordCards<Row>({ rows, columns, rowKey, rowTestId, testId }: RecordCardsProps<Row>) {
  return (
    <Stack gap="xs" data-testid={testId} data-layout="cards">
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          withBorder
          radius="md"
          p="xs"
          className={classes.card}
          data-testid={`${rowTestId}-${rowKey(row)}`}
        >
          {columns.map((column) =>
            column.header === '' ? (
              <Box key={column.key} className={classes.whole} data-record-cell data-testid={column.testId}>
                {column.cell(row)}
              </Box>
            ) : (
              <Group key={column.key} justify="space-between" wrap="nowrap" gap="sm" className={classes.line}>
                <Text size="xs" c="dimmed" className={classes.label}>
                  {column.header}
                </Text>
                <Box
                  className={classes.value}
                  c={column.color?.(row)}
                  data-record-cell
                  data-testid={column.testId}
                >
                  {column.cell(row)}
                </Box>
              </Group>
            ),
          )}
        </Paper>
      ))}
    </Stack>
  );
}
