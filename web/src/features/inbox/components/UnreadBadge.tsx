import { Badge } from '@mantine/core';
import { useUnreadCount } from '../hooks';

/** The member centre menu's badge on messageV2: the unread messages, when there are any. */
export function UnreadBadge() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <Badge size="xs" circle color="red" data-testid="unread-badge">
      {count}
    </Badge>
  );
}
