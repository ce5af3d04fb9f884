import { Badge, Tooltip } from '@mantine/core';
import { IconSnowflake } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTickingNow } from '../pages/clock/hooks';
import { S } from '../strings';

/** The simulated now in the header, a snowflake while frozen. */
export function ClockBadge() {
  const clock = useTickingNow();
  if (!clock) return null;
  return (
    <Tooltip label={`${S.clock.title}: ${clock.frozen ? S.clock.frozen : S.clock.running}`}>
      <Badge
        component={Link}
        to="/clock"
        variant="light"
        color={clock.frozen ? 'blue' : 'gray'}
        size="lg"
        visibleFrom="md"
        leftSection={clock.frozen ? <IconSnowflake size={14} /> : undefined}
        style={{ cursor: 'pointer', fontVariantNumeric: 'tabular-nums', textTransform: 'none' }}
        data-testid="clock-badge"
      >
        {dayjs(clock.now).format('YYYY-MM-DD HH:mm:ss')}
      </Badge>
    </Tooltip>
  );
}
