import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmThen } from '../../components/confirm';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { useMemberProgress, useMissions, useResetProgress } from './hooks';
import { M } from './strings';

/** One member's value and milestones in a mission, and the reset that starts it over. */
export function ProgressSection() {
  const merchant = useMerchant();
  const missions = useMissions();
  const [code, setCode] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [shown, setShown] = useState<{ code: string; username: string } | null>(null);
  const progress = useMemberProgress(shown);
  const reset = useResetProgress();

  return (
    <Section title={M.progressTitle} testId="mission-progress-section">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <Select
            label={M.code}
            w={180}
            data={(missions.data ?? []).map((mission) => mission.code)}
            value={code}
            onChange={setCode}
            data-testid="progress-code"
          />
          <TextInput
            label={M.username}
            w={180}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            data-testid="progress-username"
          />
          <Button
            disabled={!code || !username.trim()}
            onClick={() => code && setShown({ code, username: username.trim() })}
            data-testid="progress-show"
          >
            {M.show}
          </Button>
        </Group>
        {shown && (
          <QueryState query={progress}>
            {(data) => (
              <Stack gap="xs" data-testid="progress-result">
                <Group gap="lg">
                  <Text size="sm">
                    {M.value}: <b>{data.currentValue}</b>
                  </Text>
                  <Text size="sm">
                    {M.since}: {formatTime(new Date(data.since))}
                  </Text>
                  <Text size="sm">
                    {M.generation}: {data.generation}
                  </Text>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirmThen(M.resetConfirm(data.username, data.code), () =>
                        reset.mutate({ merchant, code: data.code, username: data.username }),
                      )
                    }
                    data-testid="progress-reset"
                  >
                    {M.reset}
                  </Button>
                </Group>
                <Table>
                  <Table.Tbody>
                    {data.milestones.map((milestone) => (
                      <Table.Tr key={milestone.milestoneId}>
                        <Table.Td>#{milestone.seq}</Table.Td>
                        <Table.Td ff="monospace">{milestone.target}</Table.Td>
                        <Table.Td ff="monospace">{milestone.reward}</Table.Td>
                        <Table.Td>
                          <Badge variant="light">{milestone.status}</Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Section>
  );
}
