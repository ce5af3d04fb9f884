import { Accordion, Group, Progress, Table, Text } from '@mantine/core';
import type { CoverageFamily } from '@sim/shared/admin/coverage';
import { S } from '../../strings';

const share = (f: CoverageFamily) => (f.total ? (f.touched / f.total) * 100 : 0);

/** Every family with a bar of its routes touched; open one to see its routes and their calls. */
export function CoverageFamilies({ families }: { families: CoverageFamily[] }) {
  return (
    <Accordion multiple variant="contained" data-testid="coverage-families">
      {families.map((family) => (
        <Accordion.Item key={family.family} value={family.family}>
          <Accordion.Control>
            <Group wrap="nowrap">
              <Text w={160} ff="monospace" size="sm">
                {family.family}
              </Text>
              <Progress value={share(family)} w={240} color={share(family) === 100 ? 'teal' : 'blue'} />
              <Text size="sm">{S.coverage.touched(family.touched, family.total)}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Table striped>
              <Table.Tbody>
                {family.operations.map((operation) => (
                  <Table.Tr key={operation.id} c={operation.count ? undefined : 'dimmed'}>
                    <Table.Td ff="monospace">{operation.id}</Table.Td>
                    <Table.Td ta="right">{operation.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
