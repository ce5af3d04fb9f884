import { Accordion, Badge, Button, Group, Text } from '@mantine/core';
import type { InboxMessage } from '@sim/shared/relay/inbox';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { useDeleteMessages, useMarkMessages } from '../hooks';

/** One message: its head (unread in bold), and once opened its text with mark-unread and delete. */
export function MessageItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const mark = useMarkMessages();
  const remove = useDeleteMessages();
  const ids = [message.messageId];
  return (
    <Accordion.Item
      value={String(message.messageId)}
      data-testid="inbox-message"
      data-read={message.isRead}
      data-message-id={message.messageId}
    >
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={message.isRead ? 400 : 700} lineClamp={1}>
            {message.title}
          </Text>
          <Group gap={6} wrap="nowrap">
            {!message.isRead && (
              <Badge size="xs" color="red">
                {t('inbox.new')}
              </Badge>
            )}
            <Text size="xs" c="dimmed" visibleFrom="xs">
              {formatDateTime(message.sendTime)}
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Text size="xs" c="dimmed" mb="xs">
          {t('inbox.from', { sender: message.sender, time: formatDateTime(message.sendTime) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="inbox-content">
          {message.content}
        </Text>
        <Group gap="xs" mt="sm">
          <Button
            size="compact-sm"
            variant="light"
            loading={mark.isPending}
            onClick={() => mark.mutate({ messageIds: ids, read: false })}
            data-testid="inbox-mark-unread"
          >
            {t('inbox.markUnread')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(ids)}
            data-testid="inbox-delete"
          >
            {t('inbox.delete')}
          </Button>
        </Group>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
