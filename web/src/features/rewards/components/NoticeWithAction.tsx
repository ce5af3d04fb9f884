import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** Where a reward went, when it is not the wallet: the place's name and a way there. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

/** A reward notification's message with a link onwards (a ticket's "go to reward centre"). */
export function NoticeWithAction({ message, next }: { message: string; next: NoticeAction }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        onClick={() => {
          notifications.clean();
          next.run();
        }}
        data-testid="reward-done-next"
      >
        {next.label}
      </Anchor>
    </Stack>
  );
}
