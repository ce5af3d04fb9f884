import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRestore } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Page, Section } from '../../components/Page';
import { S } from '../../strings';
import { CustomAdvance } from './CustomAdvance';
import { formatOffset } from './clock-format';
import { useClock, useClockMutations, useTickingNow } from './hooks';
import { SetClockForm } from './SetClockForm';

/** Quick steps: minutes each, and how they read. */
const STEPS = [
  { minutes: 1, label: '1 min' },
  { minutes: 5, label: '5 min' },
  { minutes: 30, label: '30 min' },
  { minutes: 60, label: '1 h' },
  { minutes: 1440, label: '1 day' },
] as const;

export function ClockPage() {
  const clock = useClock();
  const ticking = useTickingNow();
  const m = useClockMutations();
  const frozen = clock.data?.frozen ?? false;
  return (
    <Page title={S.clock.title}>
      <Section>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              {S.clock.now}
            </Text>
            <Title order={1} ff="monospace" data-testid="clock-now">
              {ticking ? dayjs(ticking.now).format('YYYY-MM-DD HH:mm:ss') : '…'}
            </Title>
            <Group gap="xs">
              <Badge color={frozen ? 'blue' : 'teal'} data-testid="clock-state">
                {frozen ? S.clock.frozen : S.clock.running}
              </Badge>
              {clock.data && (
                <Text size="sm" c="dimmed">
                  {S.clock.offset}: {formatOffset(clock.data.offsetMs)}
                </Text>
              )}
            </Group>
          </Stack>
          <Group>
            {frozen ? (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => m.resume.mutate()}
                data-testid="clock-resume"
              >
                {S.clock.resume}
              </Button>
            ) : (
              <Button
                leftSection={<IconPlayerPause size={16} />}
                onClick={() => m.freeze.mutate()}
                data-testid="clock-freeze"
              >
                {S.clock.freeze}
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconRestore size={16} />}
              onClick={() => m.reset.mutate()}
              data-testid="clock-reset"
            >
              {S.clock.reset}
            </Button>
          </Group>
        </Group>
      </Section>
      <Section title={S.clock.advance}>
        <Group>
          {STEPS.map(({ minutes, label }) => (
            <Button
              key={minutes}
              variant="light"
              loading={m.advance.isPending}
              onClick={() => m.advance.mutate({ minutes })}
              data-testid={`clock-advance-${minutes}`}
            >
              {S.clock.advanceBy(label)}
            </Button>
          ))}
        </Group>
        <CustomAdvance onAdvance={(input) => m.advance.mutate(input)} pending={m.advance.isPending} />
      </Section>
      <Section title={S.clock.setTitle}>
        <SetClockForm onSet={(at) => m.set.mutate({ at })} pending={m.set.isPending} />
      </Section>
    </Page>
  );
}
