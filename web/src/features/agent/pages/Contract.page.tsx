import { Alert, Stack, Text } from '@mantine/core';
import type { Contract, ContractChangeAnswer, ContractKind } from '@sim/shared/relay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { describeError } from '../../../lib/feedback/errors';
import { ContractCard } from '../components/ContractCard';
import { ContractOfferForm } from '../components/ContractOfferForm';
import { ContractRecords } from '../components/ContractRecords';
import { type ContractChange, useContractChange, useContracts } from '../contract-hooks';

function ContractList({
  title,
  contracts,
  testId,
  onChange,
  busy,
}: {
  title: string;
  contracts: readonly Contract[];
  testId: string;
  onChange: (change: ContractChange) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={700}>{title}</Text>
      {contracts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('agent.contracts.none')}
        </Text>
      ) : (
        contracts.map((contract) => (
          <ContractCard key={contract.contractId} contract={contract} onChange={onChange} busy={busy} />
        ))
      )}
    </Stack>
  );
}

/** The downline contracts an acceptance ended because the agent's own rate fell below theirs. */
function AutoTerminated({ answer }: { answer: ContractChangeAnswer | null }) {
  const { t } = useTranslation();
  if (!answer || answer.autoTerminated.length === 0) return null;
  return (
    <Alert color="orange" data-testid="contract-auto-terminated">
      {t('agent.contracts.autoTerminated', {
        accounts: answer.autoTerminated.map((c) => c.downline.account).join(', '),
      })}
    </Alert>
  );
}

/**
 * A salary or dividend page (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
 * agentDividendRecord2): the contract from the upline, those with the downline and an offer form, and
 * the settled periods.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts(kind);
  const change = useContractChange(kind);
  const [answer, setAnswer] = useState<ContractChangeAnswer | null>(null);
  const act = (next: ContractChange) => change.mutate(next, { onSuccess: setAnswer });

  return (
    <Stack gap="lg">
      <AutoTerminated answer={answer} />
      {change.error && (
        <Alert color="red" variant="light" data-testid="contract-error">
          {describeError(change.error, t)}
        </Alert>
      )}
      <QueryView query={contracts}>
        {(data) => (
          <>
            <ContractList
              title={t('agent.contracts.mine')}
              contracts={data.list.filter((c) => c.role === 'DOWNLINE')}
              testId="contracts-upline"
              onChange={act}
              busy={change.isPending}
            />
            <ContractList
              title={t('agent.contracts.team')}
              contracts={data.list.filter((c) => c.role === 'UPLINE')}
              testId="contracts-downline"
              onChange={act}
              busy={change.isPending}
            />
          </>
        )}
      </QueryView>
      <ContractOfferForm kind={kind} />
      <ContractRecords kind={kind} />
    </Stack>
  );
}
