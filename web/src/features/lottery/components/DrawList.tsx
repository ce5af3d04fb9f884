import { ScrollArea, Table, Text } from '@mantine/core';
import type { Draw } from '@sim/shared/lgw/draws';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { WinningNumbers } from './WinningNumbers';

interface DrawListProps {
  draws: Draw[];
  testId: string;
  /** the scroll height; the list grows freely without it */
  height?: number;
  onSelect?: (draw: Draw) => void;
}

/** A scrolling list's rows at first (a few more than its height shows), and the rows each scroll to its
 *  bottom adds: the home page's 100 draws were 1,300 elements, half the page's, in one commit. */
export const DRAW_ROWS_AT_ONCE = 12;

/** Draws, newest first: lottery and issue, draw time, winning numbers. */
export function DrawList({ draws, testId, height, onSelect }: DrawListProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(DRAW_ROWS_AT_ONCE);
  const shown = height ? draws.slice(0, rows) : draws;

  const table = (
    <Table striped highlightOnHover={onSelect !== undefined} verticalSpacing={6} fz="sm" stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lottery.game')}</Table.Th>
          <Table.Th>{t('lottery.drawTime')}</Table.Th>
          <Table.Th>{t('lottery.numbers')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((draw) => (
          <Table.Tr
            key={`${draw.gameCode}:${draw.numero}`}
            onClick={onSelect ? () => onSelect(draw) : undefined}
            style={onSelect ? { cursor: 'pointer' } : undefined}
            data-testid={`draw-${draw.gameCode}-${draw.numero}`}
          >
            <Table.Td>
              <Text size="sm" fw={600} lh={1.3}>
                {draw.gameName}
              </Text>
              <Text size="xs" c="dimmed" title={t('lottery.issue')}>
                {draw.numero}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(draw.openTime)}
              </Text>
            </Table.Td>
            <Table.Td>
              <WinningNumbers draw={draw} size="xs" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <div data-testid={testId} data-count={draws.length}>
      {height ? (
        <ScrollArea
          h={height}
          viewportProps={{ tabIndex: 0 }}
          onBottomReached={() => setRows((count) => Math.min(draws.length, count + DRAW_ROWS_AT_ONCE * 2))}
        >
          {table}
        </ScrollArea>
      ) : (
        table
      )}
    </div>
  );
}
