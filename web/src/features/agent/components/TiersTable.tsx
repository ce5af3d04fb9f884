import { Table } from '@mantine/core';
import type { ContractKind, ContractTier } from '@sim/shared/relay/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/format/use-money';

/** A contract's tiers: the rate paid from so many active members and so much valid bet (or loss). */
export function TiersTable({ kind, tiers }: { kind: ContractKind; tiers: readonly ContractTier[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('agent.contracts.activeMembers')}</Table.Th>
          <Table.Th ta="right">
            {t(kind === 'DIVIDEND' ? 'agent.contracts.loss' : 'agent.contracts.validBet')}
          </Table.Th>
          <Table.Th ta="right">{t('agent.contracts.rate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map((tier) => (
          <Table.Tr key={`${tier.activeMembers}-${tier.amount}-${tier.rate}`}>
            <Table.Td>{tier.activeMembers}</Table.Td>
            <Table.Td ta="right">{money(tier.amount)}</Table.Td>
            <Table.Td ta="right">{tier.rate}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
