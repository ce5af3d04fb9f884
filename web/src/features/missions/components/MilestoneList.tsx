import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Milestone, MissionMilestones } from '@sim/shared/relay/missions';
import { useTranslation } from 'react-i18next';
import { MoneyError } from '../../../components/MoneyError';
import { useMoney } from '../../../lib/format/use-money';
import { useClaimMilestone } from '../hooks';
import { useMissionValue } from '../use-mission-value';

const STATUS_COLOURS: Record<Milestone['status'], string> = {
  LOCKED: 'gray',
  CLAIMABLE: 'green',
  CLAIMED: 'blue',
  EXPIRED: 'red',
};

/** A mission's milestones: target, reward, state, and the claim of a reached one. */
export function MilestoneList({ mission }: { mission: MissionMilestones }) {
  const { t } = useTranslation();
  const money = useMoney();
  const value = useMissionValue(mission.missionType);
  const claim = useClaimMilestone();

  return (
    <Stack gap={6} data-testid={`milestones-${mission.missionId}`}>
      {mission.list.map((milestone) => (
        <Group
          key={milestone.milestoneId}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          data-testid="milestone-row"
          data-status={milestone.status}
        >
          <Text size="sm">
            {t('missions.milestone', { seq: milestone.seq, target: value(milestone.target) })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {money(milestone.reward)}
            </Text>
            {milestone.status === 'CLAIMABLE' ? (
              <Button
                size="compact-sm"
                color="green"
                loading={claim.isPending && claim.variables?.milestoneId === milestone.milestoneId}
                onClick={() =>
                  claim.mutate({ missionId: mission.missionId, milestoneId: milestone.milestoneId })
                }
                data-testid="milestone-claim"
              >
                {t('missions.claim')}
              </Button>
            ) : (
              <Badge color={STATUS_COLOURS[milestone.status]} variant="light">
                {t(`missions.statuses.${milestone.status}`)}
              </Badge>
            )}
          </Group>
        </Group>
      ))}
      <MoneyError error={claim.error} testId="milestone-claim-error" />
    </Stack>
  );
}
