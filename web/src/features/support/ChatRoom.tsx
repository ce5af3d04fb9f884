import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CHAT_MAX_LENGTH, type ChatMessage } from '@sim/shared/relay/support';
import { IconHeadset, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format/format';
import { useChatRoom, useReadChat, useSendChat } from './hooks';

function Line({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.sender === 'MEMBER';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-line" data-sender={message.sender}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="80%"
        bg={mine ? 'violet.1' : 'gray.1'}
        c="dark.7"
        title={formatDateTime(message.sentAt)}
      >
        {mine && (
          <Text size="xs" c="dimmed">
            {t('support.you')}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.content}
        </Text>
      </Paper>
    </Group>
  );
}

/** The chat room (spec sections 2 and 9): a header in the brand's chat colour, the lines, the input. */
export function ChatRoom({ height = 360 }: { height?: number }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const send = useSendChat();
  const read = useReadChat();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const lines = room.data?.list ?? [];
  const unseen = lines.filter((line) => line.sender === 'AGENT' && !line.read).length;

  // new lines scroll into view; answers on screen are seen
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of lines changes
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [lines.length]);
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unseen > 0) markRead();
  }, [unseen, markRead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    send.mutate(content, { onSuccess: () => setDraft('') });
  };

  if (room.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!room.data) return <Alert color="red">{t('support.unavailable')}</Alert>;

  return (
    <Stack gap={0} data-testid="chat-room">
      <Box bg={room.data.headerColor} c="white" px="md" py="sm" data-testid="chat-header">
        <Group gap="xs">
          <IconHeadset size={20} />
          {/* the channel's name in the page language (the answer's agentName is the platform's English) */}
          <Text fw={700}>
            {t(room.data.channel === 'VIP' ? 'support.vipService' : 'support.customerService')}
          </Text>
        </Group>
      </Box>
      <ScrollArea h={height} viewportRef={viewport} p="sm">
        <Stack gap="xs">
          {lines.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {t('support.empty')}
            </Text>
          )}
          {lines.map((line) => (
            <Line key={line.id} message={line} />
          ))}
        </Stack>
      </ScrollArea>
      <form onSubmit={submit}>
        <Group gap="xs" p="sm" wrap="nowrap">
          <TextInput
            flex={1}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            placeholder={t('support.placeholder')}
            aria-label={t('support.placeholder')}
            maxLength={CHAT_MAX_LENGTH}
            data-testid="chat-input"
          />
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={send.isPending}
            disabled={draft.trim() === ''}
            data-testid="chat-send"
          >
            {t('support.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
