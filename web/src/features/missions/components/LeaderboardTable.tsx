import { Table, Text } from '@mantine/core';
import type { MissionKind } from '@sim/shared/relay/missions';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { useLeaderboard } from '../hooks';
import { useMissionValue } from '../use-mission-value';

/** The top ten of a mission, names masked, and the member's own place below (the footer). */
export function LeaderboardTable({ missionId, kind }: { missionId: number; kind: MissionKind }) {
  const { t } = useTranslation();
  const value = useMissionValue(kind);
  const board = useLeaderboard(missionId, true);
  return (
    <QueryView query={board}>
      {(data) => (
        <Table.ScrollContainer minWidth={280}>
          <Table striped data-testid={`leaderboard-${missionId}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('missions.rank')}</Table.Th>
                <Table.Th>{t('missions.player')}</Table.Th>
                <Table.Th ta="right">{t('missions.reached')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.list.map((entry) => (
                <Table.Tr key={entry.rank} data-testid="leaderboard-row">
                  <Table.Td>{entry.rank}</Table.Td>
                  <Table.Td>{entry.username}</Table.Td>
                  <Table.Td ta="right">{value(entry.reachedValue)}</Table.Td>
                </Table.Tr>
              ))}
              {data.list.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed">
                      {t('missions.noRanks')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-testid="leaderboard-footer">
                <Table.Td>{data.footer.rank > 0 ? data.footer.rank : '–'}</Table.Td>
                <Table.Td>{t('missions.you')}</Table.Td>
                <Table.Td ta="right">{value(data.footer.reachedValue)}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryView>
  );
}
