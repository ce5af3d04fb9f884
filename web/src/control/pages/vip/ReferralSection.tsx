import { Button, Group, NumberInput, Switch, Table, Text } from '@mantine/core';
import type { ReferralRule } from '@sim/shared/relay/referral';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatTime } from '../../local-time';
import { useMerchant } from '../../merchant';
import { usePayDue, useReferralRule, useReferrals, useSetReferralRule } from './hooks';
import { VS } from './strings';

/** An empty box turns a criterion off. */
const orNull = (value: number | string) => (value === '' ? null : Number(value));

function RuleForm({ rule }: { rule: ReferralRule }) {
  const merchant = useMerchant();
  const save = useSetReferralRule();
  const [enabled, setEnabled] = useState(rule.enabled);
  const [firstDeposit, setFirstDeposit] = useState<number | string>(rule.firstDeposit ?? '');
  const [validBet, setValidBet] = useState<number | string>(rule.validBet ?? '');
  const [reward, setReward] = useState<number | string>(rule.reward);
  const submit = () =>
    save.mutate({
      merchant,
      enabled,
      firstDeposit: orNull(firstDeposit),
      validBet: orNull(validBet),
      reward: Number(reward) || 0,
    });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="referral-rule-form">
      <Switch label={VS.enabled} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
      <NumberInput
        label={VS.firstDeposit}
        w={260}
        min={0}
        decimalScale={2}
        value={firstDeposit}
        onChange={setFirstDeposit}
      />
      <NumberInput
        label={VS.validBet}
        w={260}
        min={0}
        decimalScale={2}
        value={validBet}
        onChange={setValidBet}
      />
      <NumberInput label={VS.reward} w={200} min={0} decimalScale={2} value={reward} onChange={setReward} />
      <Button loading={save.isPending} onClick={submit} data-testid="referral-rule-save">
        {VS.saveReferral}
      </Button>
    </Group>
  );
}

function Invitees() {
  const list = useReferrals();
  const pay = usePayDue();
  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>{VS.invitesTitle}</Text>
        <Button size="xs" variant="outline" loading={pay.isPending} onClick={() => pay.mutate()}>
          {VS.payDue}
        </Button>
      </Group>
      <QueryState query={list}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{VS.noInvites}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped data-testid="referral-list">
                <Table.Thead>
                  <Table.Tr>
                    {[VS.registered, VS.invitee, VS.referrer, VS.status, VS.reward, VS.reason].map((head) => (
                      <Table.Th key={head}>{head}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.invitee}>
                      <Table.Td>{formatTime(new Date(row.registeredAt))}</Table.Td>
                      <Table.Td>{row.invitee}</Table.Td>
                      <Table.Td>{row.referrer}</Table.Td>
                      <Table.Td>{row.status}</Table.Td>
                      <Table.Td>{row.reward}</Table.Td>
                      <Table.Td>{row.reason ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </>
  );
}

export function ReferralSection() {
  const rule = useReferralRule();
  const merchant = useMerchant();
  return (
    <Section title={VS.referralTitle} testId="referral-section">
      <QueryState query={rule}>{(data) => <RuleForm key={merchant} rule={data} />}</QueryState>
      <Invitees />
    </Section>
  );
}
