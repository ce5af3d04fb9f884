import { Center, Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageMenu } from '../../preferences/components/LanguageMenu';
import { ThemeToggle } from '../../preferences/components/ThemeToggle';
import classes from './StatusScreen.module.css';

interface StatusScreenProps {
  testId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The full-page frame shared by the maintenance, region and boot-failure screens. */
export function StatusScreen({ testId, icon, title, children }: StatusScreenProps) {
  return (
    <div className={classes.page} data-testid={testId}>
      <Group justify="flex-end" p="md" gap="xs">
        <LanguageMenu />
        <ThemeToggle />
      </Group>
      <Center className={classes.body}>
        <Paper className={classes.card} p="xl" radius="lg" withBorder shadow="lg">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </div>
  );
}
