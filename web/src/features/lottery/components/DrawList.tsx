import { ScrollArea, Table, Text } from '@mantine/core';
import type { Draw } from '@sim/shared/lgw/draws';
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

/** Draws, newest first: lottery and issue, draw time, winning numbers. */
export function DrawList({ draws, testId, height, onSelect }: DrawListProps) {
  const { t } = useTranslation();

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
        {draws.map((draw) => (
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
        <ScrollArea h={height} viewportProps={{ tabIndex: 0 }}>
          {table}
        </ScrollArea>
      ) : (
        table
      )}
    </div>
  );
}
