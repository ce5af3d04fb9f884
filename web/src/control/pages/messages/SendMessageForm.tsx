import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { sendMessageInput } from '@sim/shared/admin/messages';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { Section } from '../../components/Page';
import { useMerchant } from '../../merchant';
import { useSendMessage } from './hooks';
import { G } from './strings';

interface SendValues {
  username: string;
  subject: string;
  content: string;
  sender: string;
}

/** A message to one member, or (no username) a broadcast to every member of the merchant. */
export function SendMessageForm() {
  const merchant = useMerchant();
  const send = useSendMessage();
  const toInput = (values: SendValues) => ({
    merchant,
    username: values.username.trim() || undefined,
    subject: values.subject.trim(),
    content: values.content.trim(),
    sender: values.sender.trim() || undefined,
  });
  const { form, field } = useZodForm<SendValues>(
    sendMessageInput,
    { username: '', subject: '', content: '', sender: 'System' },
    { toInput },
  );
  return (
    <Section title={G.sendTitle} testId="send-message-section">
      <form
        onSubmit={form.onSubmit((values) =>
          send.mutate(toInput(values), { onSuccess: () => form.setValues({ subject: '', content: '' }) }),
        )}
      >
        <Stack gap="sm" maw={720}>
          <Group gap="sm" align="flex-start">
            <TextInput label={G.username} w={260} data-testid="message-username" {...field('username')} />
            <TextInput label={G.sender} w={180} data-testid="message-sender" {...field('sender')} />
          </Group>
          <TextInput label={G.subject} data-testid="message-subject" {...field('subject')} />
          <Textarea
            label={G.content}
            autosize
            minRows={3}
            data-testid="message-content"
            {...field('content')}
          />
          <Group>
            <Button type="submit" loading={send.isPending} data-testid="message-send">
              {G.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
