import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RecordCards } from './RecordCards';
import type { RecordColumn } from './record-column';

/** At most 480 px wide: a record table becomes a list of cards (issue 44: every column readable). */
export const CARDS_QUERY = '(max-width: 30em)';

export type { RecordColumn };

interface RecordTableProps<Row> {
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
  /** a row's key, also its test id's suffix */
  rowKey: (row: Row) => string;
  rowTestId: string;
  testId: string;
  empty: string;
  minWidth?: number;
}

/**
 * The table every record shares: a scrolling, striped table, a list of cards on a narrow phone, or a
 * line saying there is nothing.
 */
export function RecordTable<Row>({
  rows,
  columns,
  rowKey,
  rowTestId,
  testId,
  empty,
  minWidth = 640,
}: RecordTableProps<Row>) {
  const cards = useMediaQuery(CARDS_QUERY) === true;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="records-empty">
        {empty}
      </Text>
    );
  }
  if (cards)
    return (
      <RecordCards rows={rows} columns={columns} rowKey={rowKey} rowTestId={rowTestId} testId={testId} />
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={`${rowTestId}-${rowKey(row)}`}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  c={column.color?.(row)}
                  data-testid={column.testId}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
