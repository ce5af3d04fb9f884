import { Alert, Badge, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { given, text } from '../../../lib/form/form-input';
import { errorMessage, trpc } from '../../api';
import { confirmThen } from '../../components/confirm';
import { Page, Section } from '../../components/Page';
import { S } from '../../strings';
import { HarButton } from './HarButton';
import { JournalFilters, type JournalFilterValues } from './JournalFilters';
import { JournalTable } from './JournalTable';
import { useLiveJournal } from './useLiveJournal';

export function JournalPage() {
  const [live, setLive] = useState(true);
  const [filterValues, setFilterValues] = useState<JournalFilterValues>({
    path: '',
    username: '',
    status: '',
  });
  const [debounced] = useDebouncedValue(filterValues, 300);
  const status = given(debounced.status);
  const journal = useLiveJournal(
    {
      path: text(debounced.path),
      username: text(debounced.username),
      status: status === undefined ? undefined : Number(status),
    },
    live,
  );
  const clear = trpc.journal.clear.useMutation({
    onSuccess: journal.forget,
    meta: { success: S.journal.cleared },
  });

  return (
    <Page title={S.journal.title}>
      <Section>
        <Group justify="space-between">
          <JournalFilters values={filterValues} onChange={setFilterValues} />
          <Group>
            <HarButton member={text(debounced.username)} />
            <Badge color={live ? 'teal' : 'gray'} variant="dot" data-testid="journal-live">
              {live ? S.journal.live : S.journal.paused}
            </Badge>
            <Button
              variant="default"
              leftSection={live ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={() => setLive(!live)}
              data-testid="journal-toggle-live"
            >
              {live ? S.journal.pause : S.journal.resume}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmThen(S.journal.confirmClear, () => clear.mutate())}
              data-testid="journal-clear"
            >
              {S.journal.clear}
            </Button>
          </Group>
        </Group>
        {journal.failed !== null && <Alert color="red">{errorMessage(journal.failed)}</Alert>}
        <JournalTable entries={journal.entries} />
      </Section>
    </Page>
  );
}
