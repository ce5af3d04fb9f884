import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Ticks } from './Ticks';

/** A page: its title, an optional line of explanation, its sections. */
export function Page({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={1400}>
      <div>
        <Title order={2}>{title}</Title>
        {intro && (
          <Text c="dimmed" size="sm">
            <Ticks>{intro}</Ticks>
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A bordered block of a page with an optional heading. */
export function Section({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        {title && <Title order={4}>{title}</Title>}
        {children}
      </Stack>
    </Paper>
  );
}
