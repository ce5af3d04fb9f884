import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../api';
import { CopyCode } from '../../components/CopyCode';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { AuthenticatorSection } from './AuthenticatorSection';
import { GeetestSection } from './GeetestSection';

const T = {
  title: 'Captcha',
  intro:
    'The answer of an issued image captcha, so QA gets past the captcha a failed login turns on: the newest one, or one by its captchaId cookie. Below: the simulated geetest slider and Google authenticator.',
  id: 'captchaId (the newest when empty)',
  refresh: 'Look up',
  none: 'No captcha issued yet.',
  answer: 'Answer',
  issued: 'Issued',
  used: 'Used',
  unused: 'Not used yet',
} as const;

/** captcha.get: the answer of the newest captcha, or of one by id; refreshed every few seconds. */
export function CaptchaPage() {
  const [id, setId] = useState('');
  const [lookup, setLookup] = useState<string | undefined>(undefined);
  const captcha = trpc.captcha.get.useQuery(lookup ? { id: lookup } : undefined, { refetchInterval: 2000 });

  return (
    <Page title={T.title} intro={T.intro}>
      <Section testId="captcha-lookup">
        <Group align="flex-end">
          <TextInput label={T.id} w={320} value={id} onChange={(e) => setId(e.currentTarget.value)} />
          <Button onClick={() => setLookup(id.trim() || undefined)}>{T.refresh}</Button>
        </Group>
        <QueryState query={captcha}>
          {(row) =>
            row ? (
              <Stack gap={4} data-testid="captcha-answer">
                <Group gap="xs">
                  <Text fw={500}>{T.answer}:</Text>
                  <CopyCode value={row.text} />
                </Group>
                <Text size="sm" c="dimmed">
                  {row.id} · {T.issued} {formatTime(new Date(row.issuedAt))} · {row.used ? T.used : T.unused}
                </Text>
              </Stack>
            ) : (
              <Text c="dimmed">{T.none}</Text>
            )
          }
        </QueryState>
      </Section>
      <GeetestSection />
      <AuthenticatorSection />
    </Page>
  );
}
