import { Badge, Group, Text } from '@mantine/core';
import { systemStatusCode } from '@sim/shared/wps/system';
import dayjs from 'dayjs';
import { S } from '../../strings';

const COLOURS = { 0: 'teal', 1: 'orange', 2: 'red' } as const;

interface VisitorViewProps {
  maintenance: boolean;
  regionRestriction: boolean;
  now: string;
  location: { ip: string | null; country: string | null };
}

/** What the member site shows a visitor right now, by the same rule the site applies. */
export function VisitorView({ maintenance, regionRestriction, now, location }: VisitorViewProps) {
  const code = systemStatusCode({ maintenance, regionRestriction });
  return (
    <Group gap="lg">
      <Group gap="xs">
        <Text fw={600}>{S.status.visitorSees}:</Text>
        <Badge size="lg" color={COLOURS[code]} data-testid="visitor-sees" data-status={code}>
          {S.status.seen[code]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {S.status.simulatedNow}: {dayjs(now).format('YYYY-MM-DD HH:mm:ss')}
      </Text>
      {(location.ip || location.country) && (
        <Text size="sm" c="dimmed">
          {S.status.locationTitle}: {location.ip ?? '—'} / {location.country ?? '—'}
        </Text>
      )}
    </Group>
  );
}
