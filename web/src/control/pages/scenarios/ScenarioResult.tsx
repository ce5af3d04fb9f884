import { Badge, Button, List, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminOutputs } from '../../api';
import { CopyCode } from '../../components/CopyCode';
import { Section } from '../../components/Page';
import { S } from '../../strings';
import { useLoginAs } from '../personas/hooks';

type Result = AdminOutputs['scenario']['runFile'];

/** What a run did, and the personas it made with their passwords. */
export function ScenarioResult({ result }: { result: Result }) {
  const loginAs = useLoginAs();
  return (
    <Section testId="scenario-result">
      <Title order={4}>{result.name}</Title>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {S.scenarios.steps}
        </Text>
        <List size="sm" data-testid="scenario-steps">
          {result.steps.map((step, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step can repeat; the list never reorders
            <List.Item key={i}>{step}</List.Item>
          ))}
        </List>
      </Stack>
      {result.personas.length > 0 && (
        <Table data-testid="scenario-personas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{S.personas.username}</Table.Th>
              <Table.Th>{S.personas.type}</Table.Th>
              <Table.Th>{S.scenarios.password}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.personas.map((persona) => (
              <Table.Tr key={persona.username}>
                <Table.Td>
                  <CopyCode value={persona.username} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{S.memberTypes[persona.type] ?? persona.type}</Badge>
                </Table.Td>
                <Table.Td>
                  <CopyCode value={persona.password} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => loginAs.open(persona.username)}>
                    {S.personas.loginAs}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}
