import { Badge } from '@mantine/core';
import { useMissionCount } from '../hooks';

/** The member centre menu's badge on missionLeaderboard: shown when the mission count is above 0. */
export function MissionBadge() {
  const count = useMissionCount();
  if (count === 0) return null;
  return (
    <Badge size="xs" circle color="red" data-testid="mission-badge">
      {count}
    </Badge>
  );
}
