import { Text } from '@mantine/core';

/** "Nothing here yet" under a reward centre section. */
export function EmptyNote({ text, testId }: { text: string; testId: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg" size="sm" data-testid={testId}>
      {text}
    </Text>
  );
}
