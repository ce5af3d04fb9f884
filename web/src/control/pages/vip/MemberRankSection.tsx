import { Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../api';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { useRankChanges, useRunReview, useSetRank } from './hooks';
import { VS } from './strings';

function MemberProgress({ username }: { username: string }) {
  const merchant = useMerchant();
  const progress = trpc.vip.member.useQuery({ merchant, username }, { retry: false });
  return (
    <QueryState query={progress}>
      {(data) => (
        <Text size="sm" data-testid="vip-member-progress">
          {VS.progress(
            data.playerRankName,
            String(data.monthlyTurnover.actual),
            String(data.totalTurnover.actual),
          )}
        </Text>
      )}
    </QueryState>
  );
}

/** Look a member up, set the rank by hand, run the review now. */
function RankTools() {
  const merchant = useMerchant();
  const [username, setUsername] = useState('');
  const [shown, setShown] = useState('');
  const [level, setLevel] = useState<number>(0);
  const setRank = useSetRank();
  const review = useRunReview();
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={VS.username}
          w={180}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          data-testid="vip-username"
        />
        <Button variant="light" onClick={() => setShown(username.trim())} disabled={!username.trim()}>
          {VS.show}
        </Button>
        <NumberInput
          label={VS.level}
          w={90}
          min={0}
          max={9}
          value={level}
          onChange={(v) => setLevel(Number(v) || 0)}
        />
        <Button
          loading={setRank.isPending}
          disabled={!username.trim()}
          onClick={() => setRank.mutate({ merchant, username: username.trim(), level })}
          data-testid="vip-set-rank"
        >
          {VS.setRank}
        </Button>
        <Button
          variant="outline"
          loading={review.isPending}
          onClick={() => review.mutate()}
          data-testid="vip-run-review"
        >
          {VS.runReview}
        </Button>
      </Group>
      {shown && <MemberProgress username={shown} />}
    </>
  );
}

function ChangesTable() {
  const changes = useRankChanges();
  return (
    <QueryState query={changes}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed">{VS.noChanges}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="vip-changes">
              <Table.Thead>
                <Table.Tr>
                  {[VS.when, VS.username, VS.reason, VS.from, VS.to, VS.month].map((head) => (
                    <Table.Th key={head}>{head}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.username}-${row.changedAt}-${row.toLevel}`}>
                    <Table.Td>{formatTime(new Date(row.changedAt))}</Table.Td>
                    <Table.Td>{row.username}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                    <Table.Td>{row.fromLevel}</Table.Td>
                    <Table.Td>{row.toLevel}</Table.Td>
                    <Table.Td>{row.month ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}

export function MemberRankSection() {
  return (
    <Section title={VS.memberTitle} testId="vip-member-section">
      <RankTools />
      <Text fw={600}>{VS.changesTitle}</Text>
      <ChangesTable />
    </Section>
  );
}
