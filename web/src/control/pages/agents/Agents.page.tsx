import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { S } from '../../strings';
import { ContractsTable } from './ContractsTable';
import { useContracts, useSettleNow, useTeamTree } from './hooks';
import { MoveMemberForm } from './MoveMemberForm';
import { TeamTreeView } from './TeamTreeView';

/** The agents' back office: the team tree, each agent's contracts, settlement on demand, moves. */
export function AgentsPage() {
  const tree = useTeamTree();
  const [selected, setSelected] = useState<string | null>(null);
  const contracts = useContracts(selected);
  const settle = useSettleNow();

  return (
    <Page title={S.agents.title} intro={S.agents.intro}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={S.agents.tree} testId="agent-tree-section">
          <QueryState query={tree}>
            {(data) => (
              <>
                <TeamTreeView
                  roots={data.roots}
                  selected={selected}
                  onSelect={(username) => setSelected((now) => (now === username ? null : username))}
                />
                {data.truncated && (
                  <Text size="xs" c="dimmed">
                    {S.agents.truncated}
                  </Text>
                )}
              </>
            )}
          </QueryState>
        </Section>
        <Section title={S.agents.moveTitle}>
          <MoveMemberForm selected={selected} />
        </Section>
      </SimpleGrid>
      <Section
        title={selected ? S.agents.contractsOf(selected) : S.agents.allContracts}
        testId="agent-contracts-section"
      >
        <Group>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={settle.isPending}
            onClick={() => settle.mutate({})}
            data-testid="agent-settle-now"
          >
            {S.agents.settleNow}
          </Button>
          {selected && (
            <Button variant="default" onClick={() => setSelected(null)}>
              {S.agents.showAll}
            </Button>
          )}
        </Group>
        <QueryState query={contracts}>{(data) => <ContractsTable contracts={data} />}</QueryState>
      </Section>
    </Page>
  );
}
