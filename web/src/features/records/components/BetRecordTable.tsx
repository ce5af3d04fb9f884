import { Badge, Table, Text } from '@mantine/core';
import { formatMoney } from '@sim/shared/money';
import type { BetRecord } from '@sim/shared/wps/report';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

export function profitColor(profit: number): string | undefined {
  if (profit > 0) return 'teal';
  if (profit < 0) return 'red';
  return undefined;
}

/** The rounds of the betting record: time, game, vendor, category, stake, win, profit, status. */
export function BetRecordTable({ records }: { records: BetRecord[] }) {
  const { t } = useTranslation();

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="bet-record-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.betTime')}</Table.Th>
            <Table.Th>{t('records.game')}</Table.Th>
            <Table.Th>{t('records.vendor')}</Table.Th>
            <Table.Th>{t('records.category')}</Table.Th>
            <Table.Th ta="right">{t('records.stake')}</Table.Th>
            <Table.Th ta="right">{t('records.win')}</Table.Th>
            <Table.Th ta="right">{t('records.profit')}</Table.Th>
            <Table.Th>{t('records.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.roundId} data-testid={`bet-record-${record.roundId}`}>
              <Table.Td>{formatDateTime(record.betTime)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {record.gameName}
                </Text>
                <Text size="xs" c="dimmed">
                  {record.roundId}
                </Text>
              </Table.Td>
              <Table.Td>{record.vendorName}</Table.Td>
              <Table.Td>
                {t(`records.types.${record.gameType}` as never, { defaultValue: record.gameType })}
              </Table.Td>
              <Table.Td ta="right" data-testid="bet-record-stake">
                {formatMoney(record.stake)}
              </Table.Td>
              <Table.Td ta="right" data-testid="bet-record-win">
                {formatMoney(record.win)}
              </Table.Td>
              <Table.Td ta="right" c={profitColor(record.profit)} data-testid="bet-record-profit">
                {formatMoney(record.profit)}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={record.status === 'SETTLED' ? 'gray' : 'yellow'}>
                  {t(`records.statuses.${record.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
