import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { MissionSummary } from '@sim/shared/relay/missions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { formatDateTime } from '../../../lib/format/format';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { useMilestones } from '../hooks';
import { useMissionValue } from '../use-mission-value';
import { LeaderboardTable } from './LeaderboardTable';
import { MilestoneList } from './MilestoneList';

/** One mission: title, window, progress to the next milestone, the milestones and (on demand) the board. */
export function MissionCard({ mission }: { mission: MissionSummary }) {
  const { t } = useTranslation();
  const labels = useCodeLabels();
  const value = useMissionValue(mission.missionType);
  const milestones = useMilestones(mission.missionId);
  const [board, setBoard] = useState(false);
  const goal = mission.nextTarget ?? mission.currentValue;
  const percent = goal > 0 ? Math.min(100, (mission.currentValue / goal) * 100) : 100;

  return (
    <Card withBorder radius="md" padding="md" data-testid="mission-card" data-mission-code={mission.code}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{mission.title}</Text>
          <Group gap={6}>
            <Badge variant="light">{t(`missions.kinds.${mission.missionType}`)}</Badge>
            {mission.gameType && <Badge variant="outline">{labels.gameType(mission.gameType)}</Badge>}
          </Group>
        </Group>
        {mission.description && (
          <Text size="sm" c="dimmed">
            {mission.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {mission.endTime
            ? t('missions.window', {
                start: formatDateTime(mission.startTime),
                end: formatDateTime(mission.endTime),
              })
            : t('missions.from', { start: formatDateTime(mission.startTime) })}
        </Text>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">{t('missions.progress')}</Text>
            <Text size="sm" fw={600} data-testid="mission-progress">
              {mission.nextTarget === null
                ? value(mission.currentValue)
                : `${value(mission.currentValue)} / ${value(mission.nextTarget)}`}
            </Text>
          </Group>
          <Progress
            value={percent}
            color={mission.nextTarget === null ? 'green' : 'blue'}
            aria-label={t('missions.progress')}
          />
        </Stack>
        <QueryView query={milestones}>{(data) => data && <MilestoneList mission={data} />}</QueryView>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setBoard((open) => !open)}
          data-testid="mission-board-toggle"
        >
          {board ? t('missions.hideBoard') : t('missions.showBoard')}
        </Button>
        {board && <LeaderboardTable missionId={mission.missionId} kind={mission.missionType} />}
      </Stack>
    </Card>
  );
}
