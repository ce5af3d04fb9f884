// One column of a record table, shared by its two layouts (RecordTable's rows, RecordCards' cards).
import type { ReactNode } from 'react';

export interface RecordColumn<Row> {
  key: string;
  /** '' for a column without a heading (a row's actions): on a card it takes a line of its own */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** on each cell of the column, for tests and scripts */
  testId?: string;
  color?: (row: Row) => string | undefined;
}
