import { Table } from '@mantine/core';

/** A column title, or one with its alignment (amounts sit on the right). */
export type TableHead = string | { title: string; ta: 'right' };

/** A table's header row; each title is its key, so a table's titles are distinct. */
export function TableHeads({ heads }: { heads: readonly TableHead[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {heads.map((head) =>
          typeof head === 'string' ? (
            <Table.Th key={head}>{head}</Table.Th>
          ) : (
            <Table.Th key={head.title} ta={head.ta}>
              {head.title}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
