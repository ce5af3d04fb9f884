import { Button, Group, NumberInput, Table } from '@mantine/core';
import type { RankRule } from '@sim/shared/relay/vip';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { useSetVipRules, useVipRules } from './hooks';
import { VS } from './strings';

type Editable = Pick<RankRule, 'level' | 'monthlyTurnover' | 'totalTurnover' | 'keepTurnover' | 'bonus'>;
const FIELDS = ['monthlyTurnover', 'totalTurnover', 'keepTurnover', 'bonus'] as const;
const HEADS = [VS.monthly, VS.total, VS.keep, VS.bonus];

function RulesForm({ rules }: { rules: RankRule[] }) {
  const merchant = useMerchant();
  const save = useSetVipRules();
  const [rows, setRows] = useState<Editable[]>(rules);
  const edit = (level: number, field: (typeof FIELDS)[number], value: number) =>
    setRows((current) => current.map((row) => (row.level === level ? { ...row, [field]: value } : row)));
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="vip-rules-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{VS.level}</Table.Th>
              {HEADS.map((head) => (
                <Table.Th key={head}>{head}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.level}>
                <Table.Td>{rules[row.level]?.labelName}</Table.Td>
                {FIELDS.map((field) => (
                  <Table.Td key={field}>
                    <NumberInput
                      size="xs"
                      min={0}
                      decimalScale={2}
                      value={row[field]}
                      onChange={(value) => edit(row.level, field, Number(value) || 0)}
                      data-testid={`vip-rule-${row.level}-${field}`}
                      aria-label={`${rules[row.level]?.labelName} ${field}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ merchant, rules: rows })}
          data-testid="vip-rules-save"
        >
          {VS.saveRules}
        </Button>
      </Group>
    </>
  );
}

/** Every rank's turnover needs and bonus, edited in place. */
export function RankRulesSection() {
  const rules = useVipRules();
  const merchant = useMerchant();
  return (
    <Section title={VS.rulesTitle} testId="vip-rules-section">
      <QueryState query={rules}>{(data) => <RulesForm key={merchant} rules={data.rules} />}</QueryState>
    </Section>
  );
}
