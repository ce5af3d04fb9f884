import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { MissionCard } from './components/MissionCard';
import { type MissionStatus, useMissionSummary } from './hooks';

/** The member centre's missionLeaderboard: ongoing or ended missions, each with milestones and board. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MissionStatus>('O');
  const summary = useMissionSummary(status);
  return (
    <Stack gap="md" data-testid="missions-page">
      <SegmentedControl
        value={status}
        onChange={(next) => setStatus(next as MissionStatus)}
        data={[
          { value: 'O', label: t('missions.ongoing') },
          { value: 'E', label: t('missions.ended') },
        ]}
        data-testid="missions-status"
      />
      <QueryView query={summary}>
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed" data-testid="missions-empty">
              {t('missions.none')}
            </Text>
          ) : (
            data.list.map((mission) => <MissionCard key={mission.missionId} mission={mission} />)
          )
        }
      </QueryView>
    </Stack>
  );
}
