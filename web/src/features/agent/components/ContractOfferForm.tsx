import { ActionIcon, Alert, Button, Flex, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ContractKind, DIVIDEND_PERIODS, type DividendPeriod } from '@sim/shared/relay/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/feedback/errors';
import { useContractChange } from '../contract-hooks';
import { EMPTY_TIER, readTiers, type TierDraft } from '../offer-form';

const MAX_TIERS = 20;

/** An offer to a direct downline agent: its login name, the tiers, and for dividends the period. */
export function ContractOfferForm({ kind, downline = '' }: { kind: ContractKind; downline?: string }) {
  const { t } = useTranslation();
  const change = useContractChange(kind);
  const [account, setAccount] = useState(downline);
  const [period, setPeriod] = useState<DividendPeriod>('DAILY');
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY_TIER]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const edit = (index: number, key: keyof TierDraft, value: string) =>
    setTiers((all) => all.map((tier, i) => (i === index ? { ...tier, [key]: value } : tier)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSent(false);
    const read = readTiers(tiers);
    const problem = !account.trim() ? 'validation.required' : 'error' in read ? read.error : null;
    setInvalid(problem);
    if (problem || 'error' in read) return;
    await change.mutateAsync({
      action: 'OFFER',
      downlineAccount: account.trim(),
      tiers: read.tiers,
      period: kind === 'DIVIDEND' ? period : undefined,
    });
    setSent(true);
    setTiers([EMPTY_TIER]);
  };

  const amountLabel = t(kind === 'DIVIDEND' ? 'agent.contracts.loss' : 'agent.contracts.validBet');

  return (
    <Paper withBorder radius="md" p="sm">
      <form
        onSubmit={(event) => void submit(event).catch(() => {})}
        noValidate
        aria-label={t('agent.contracts.offer')}
      >
        <Stack gap="sm">
          <Text fw={700}>{t('agent.contracts.offer')}</Text>
          {/* one column on a phone (under `xs`), a row of fields above it */}
          <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
            <TextInput
              flex={1}
              label={t('agent.contracts.downline')}
              value={account}
              onChange={(event) => setAccount(event.currentTarget.value)}
              data-testid="offer-downline"
            />
            {kind === 'DIVIDEND' && (
              <Select
                flex={1}
                label={t('agent.contracts.period')}
                data={DIVIDEND_PERIODS.map((value) => ({
                  value,
                  label: t(`agent.contracts.periods.${value}`),
                }))}
                value={period}
                onChange={(value) => value && setPeriod(value as DividendPeriod)}
                allowDeselect={false}
                data-testid="offer-period"
              />
            )}
          </Flex>
          {tiers.map((tier, index) => (
            // tiers have no identity of their own: their place is their key
            <Flex
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              key={index}
              direction={{ base: 'column', xs: 'row' }}
              gap="xs"
              align={{ base: 'stretch', xs: 'flex-end' }}
              data-testid={`offer-tier-${index}`}
            >
              <TextInput
                flex={1}
                label={t('agent.contracts.activeMembers')}
                inputMode="numeric"
                value={tier.activeMembers}
                onChange={(event) => edit(index, 'activeMembers', event.currentTarget.value)}
                data-testid={`offer-tier-${index}-members`}
              />
              <TextInput
                flex={1}
                label={amountLabel}
                inputMode="decimal"
                value={tier.amount}
                onChange={(event) => edit(index, 'amount', event.currentTarget.value)}
                data-testid={`offer-tier-${index}-amount`}
              />
              <TextInput
                flex={1}
                label={t('agent.contracts.rate')}
                inputMode="decimal"
                rightSection="%"
                value={tier.rate}
                onChange={(event) => edit(index, 'rate', event.currentTarget.value)}
                data-testid={`offer-tier-${index}-rate`}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                style={{ alignSelf: 'flex-end' }}
                disabled={tiers.length === 1}
                onClick={() => setTiers((all) => all.filter((_, i) => i !== index))}
                aria-label={t('agent.contracts.removeTier')}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Flex>
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={tiers.length >= MAX_TIERS}
              onClick={() => setTiers((all) => [...all, EMPTY_TIER])}
              data-testid="offer-add-tier"
            >
              {t('agent.contracts.addTier')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="offer-submit">
              {t('agent.contracts.send')}
            </Button>
          </Group>
          {invalid && (
            <Alert color="red" variant="light" data-testid="offer-invalid">
              {t(invalid as never)}
            </Alert>
          )}
          {change.error && (
            <Alert color="red" variant="light" data-testid="offer-error">
              {describeError(change.error, t)}
            </Alert>
          )}
          {sent && (
            <Alert color="teal" variant="light" data-testid="offer-sent">
              {t('agent.contracts.sent')}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
