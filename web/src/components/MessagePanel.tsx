import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface MessagePanelProps {
  icon: ReactNode;
  title: string;
  body: string;
  testId: string;
  /** what the visitor can do about it, above the way home */
  action?: ReactNode;
}

/** A centred notice inside the shell with a way back home: "opens soon", "not found". */
export function MessagePanel({ icon, title, body, testId, action }: MessagePanelProps) {
  const { t } = useTranslation();

  return (
    <Center py={64} data-testid={testId}>
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{body}</Text>
          {action}
          <Button component={Link} to="/index" variant="light">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
