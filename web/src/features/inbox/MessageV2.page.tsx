import { Accordion, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/QueryView';
import { MessageItem } from './components/MessageItem';
import { INBOX_PAGE_SIZE, useInbox, useMarkMessages } from './hooks';

/** The member centre's messageV2 (platform information): the inbox; opening a message reads it. */
export function MessageV2Page() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const inbox = useInbox(page);
  const mark = useMarkMessages();

  const open = (value: string | null) => {
    setOpened(value);
    const message = inbox.data?.list.find((m) => String(m.messageId) === value);
    if (message && !message.isRead) mark.mutate({ messageIds: [message.messageId], read: true });
  };

  return (
    <Stack gap="md" data-testid="inbox-page">
      <QueryView query={inbox}>
        {(data) => (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed" data-testid="inbox-unread">
                {t('inbox.unread', { count: data.unreadCount })}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={data.unreadCount === 0}
                onClick={() =>
                  mark.mutate({
                    messageIds: data.list.filter((m) => !m.isRead).map((m) => m.messageId),
                    read: true,
                  })
                }
                data-testid="inbox-read-all"
              >
                {t('inbox.readPage')}
              </Button>
            </Group>
            {data.list.length === 0 ? (
              <Text c="dimmed" data-testid="inbox-empty">
                {t('inbox.empty')}
              </Text>
            ) : (
              <Accordion value={opened} onChange={open} variant="separated">
                {data.list.map((message) => (
                  <MessageItem key={message.messageId} message={message} />
                ))}
              </Accordion>
            )}
            {data.total > INBOX_PAGE_SIZE && (
              <Pagination
                total={Math.ceil(data.total / INBOX_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
              />
            )}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
