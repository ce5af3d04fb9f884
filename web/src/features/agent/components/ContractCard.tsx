import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Contract, ContractStatus } from '@sim/shared/relay/contracts';
import { useTranslation } from 'react-i18next';
import type { ContractChange } from '../contract-hooks';
import { TiersTable } from './TiersTable';

const STATUS_COLORS: Record<ContractStatus, string> = {
  PENDING: 'yellow',
  ACTIVE: 'teal',
  REJECTED: 'gray',
  TERMINATED: 'red',
  TERMINATION_REQUESTED: 'orange',
};

interface ContractCardProps {
  contract: Contract;
  onChange: (change: ContractChange) => void;
  busy: boolean;
}

/**
 * One contract as its side sees it: the other party, status, tiers; accept or reject an open request
 * the caller may answer; ask to terminate an active one.
 */
export function ContractCard({ contract, onChange, busy }: ContractCardProps) {
  const { t } = useTranslation();
  const other = contract.role === 'UPLINE' ? contract.downline : contract.upline;
  const { contractId, pendingRequest } = contract;
  const testId = `contract-${contractId}`;

  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId} data-status={contract.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {t(contract.role === 'UPLINE' ? 'agent.contracts.withDownline' : 'agent.contracts.fromUpline', {
              account: other.account,
            })}
          </Text>
          <Badge color={STATUS_COLORS[contract.status]} data-testid={`${testId}-status`}>
            {t(`agent.contracts.statuses.${contract.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('agent.contracts.topRate', { rate: contract.rate })}
          {contract.period && ` · ${t(`agent.contracts.periods.${contract.period}`)}`}
        </Text>
        <TiersTable kind={contract.contractType} tiers={contract.tiers} />
        {contract.endReason && (
          <Text size="sm" c="red" data-testid={`${testId}-end-reason`}>
            {t(`agent.contracts.endReasons.${contract.endReason}` as never, {
              defaultValue: contract.endReason,
            })}
          </Text>
        )}
        {pendingRequest && (
          <Text size="sm" data-testid={`${testId}-request`}>
            {t(`agent.contracts.requests.${pendingRequest.requestType}`)}
          </Text>
        )}
        <Group gap="xs">
          {contract.canRespond && (
            <>
              <Button
                size="xs"
                loading={busy}
                onClick={() => onChange({ action: 'ACCEPT', contractId })}
                data-testid={`${testId}-accept`}
              >
                {t('agent.contracts.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy}
                onClick={() => onChange({ action: 'REJECT', contractId })}
                data-testid={`${testId}-reject`}
              >
                {t('agent.contracts.reject')}
              </Button>
            </>
          )}
          {contract.status === 'ACTIVE' && (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={busy}
              onClick={() => onChange({ action: 'TERMINATE', contractId })}
              data-testid={`${testId}-terminate`}
            >
              {t('agent.contracts.terminate')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
