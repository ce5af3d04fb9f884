import { Badge, Code, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Fragment, useState } from 'react';
import { TableHeads } from '../../components/TableHeads';
import { S } from '../../strings';
import { statusColour } from './journal-live';
import type { JournalEntry } from './useLiveJournal';

const HEADS = [
  S.journal.time,
  S.journal.method,
  S.journal.path,
  S.journal.status,
  S.journal.latency,
  S.journal.member,
  S.journal.errorCode,
];

/** Newest first; a click on a row shows its redacted body and answer. */
export function JournalTable({ entries }: { entries: JournalEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover data-testid="journal-table" verticalSpacing={4} fz="sm">
        <TableHeads heads={HEADS} />
        <Table.Tbody>
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              <JournalRow entry={entry} onToggle={() => setOpen(open === entry.id ? null : entry.id)} />
              {open === entry.id && <JournalDetail entry={entry} />}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {entries.length === 0 && (
        <Text c="dimmed" p="md">
          {S.journal.waiting}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}

function JournalRow({ entry, onToggle }: { entry: JournalEntry; onToggle: () => void }) {
  return (
    <Table.Tr
      onClick={onToggle}
      style={{ cursor: 'pointer' }}
      data-testid="journal-row"
      data-path={entry.path}
    >
      <Table.Td ff="monospace">{dayjs(entry.at).format('MM-DD HH:mm:ss.SSS')}</Table.Td>
      <Table.Td>{entry.method}</Table.Td>
      <Table.Td ff="monospace">
        {entry.path}
        {typeof entry.stubId === 'number' && (
          <Badge ml="xs" size="xs" color="grape" variant="light" data-testid="journal-stubbed">
            {S.journal.stubbed(entry.stubId)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={statusColour(entry.status)} variant="light">
          {entry.status}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {entry.latencyMs} ms
      </Table.Td>
      <Table.Td>{entry.username ?? '—'}</Table.Td>
      <Table.Td ff="monospace" c={entry.errorCode ? 'red' : undefined}>
        {entry.errorCode ?? ''}
      </Table.Td>
    </Table.Tr>
  );
}

function JournalDetail({ entry }: { entry: JournalEntry }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={HEADS.length}>
        {entry.query && (
          <Text size="xs" mb={4}>
            {S.journal.query}: <Code>{entry.query}</Code>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {S.journal.body}
        </Text>
        <Code block data-testid="journal-body">
          {JSON.stringify(entry.body, null, 2)}
        </Code>
        <Text size="xs" c="dimmed" mt={4}>
          {S.journal.response}
        </Text>
        <Code block data-testid="journal-response" mah={360} style={{ overflow: 'auto' }}>
          {JSON.stringify(entry.response ?? null, null, 2)}
        </Code>
      </Table.Td>
    </Table.Tr>
  );
}
