import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import type { DownlineRebates, RebateRates } from '@sim/shared/wps/agent';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { describeError } from '../../../lib/feedback/errors';
import { useCodeLabels } from '../../../lib/labels/code-labels';
import { useDownlineRebates, useGlobalRebates, useSaveDownlineRebates } from '../team-hooks';

function RatesEditor({ rebates }: { rebates: DownlineRebates }) {
  const { t } = useTranslation();
  const labels = useCodeLabels();
  const save = useSaveDownlineRebates();
  const [rates, setRates] = useState<RebateRates>(rebates.rates);
  const types = Object.keys(rebates.maxRates);

  return (
    <Stack gap="sm">
      <Table withTableBorder data-testid="rebate-rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('agent.rebates.gameType')}</Table.Th>
            <Table.Th ta="right">{t('agent.rebates.max')}</Table.Th>
            <Table.Th ta="right">{t('agent.rebates.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type}>
              <Table.Td>{labels.gameType(type)}</Table.Td>
              <Table.Td ta="right">{rebates.maxRates[type]}%</Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  min={0}
                  max={rebates.maxRates[type]}
                  decimalScale={2}
                  rightSection="%"
                  value={rates[type] ?? 0}
                  onChange={(value) => setRates((all) => ({ ...all, [type]: Number(value) || 0 }))}
                  aria-label={labels.gameType(type)}
                  data-testid={`rebate-rate-${type}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {save.error && (
        <Alert color="red" variant="light" data-testid="rebate-error">
          {describeError(save.error, t)}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert color="teal" variant="light" data-testid="rebate-saved">
          {t('agent.rebates.saved')}
        </Alert>
      )}
      <Button
        loading={save.isPending}
        onClick={() => save.mutate({ username: rebates.username, rates })}
        data-testid="rebate-save"
      >
        {t('agent.rebates.save')}
      </Button>
    </Stack>
  );
}

/** The agent's own rebate rates and, for one direct downline, rates up to them. */
export function RebateSettings() {
  const { t } = useTranslation();
  const labels = useCodeLabels();
  const own = useGlobalRebates();
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const downline = useDownlineRebates(username);

  return (
    <Stack gap="sm">
      <QueryView query={own}>
        {(data) => (
          <Text size="sm" data-testid="rebate-own">
            {t('agent.rebates.own')}:{' '}
            {Object.entries(data.rates)
              .map(([type, rate]) => `${labels.gameType(type)} ${rate}%`)
              .join(' · ')}
          </Text>
        )}
      </QueryView>
      <Group align="flex-end">
        <TextInput
          label={t('agent.filter.username')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          data-testid="rebate-username"
        />
        <Button variant="light" onClick={() => setUsername(draft.trim())} data-testid="rebate-load">
          {t('agent.filter.search')}
        </Button>
      </Group>
      {username && (
        <QueryView query={downline}>{(data) => <RatesEditor key={data.username} rebates={data} />}</QueryView>
      )}
    </Stack>
  );
}
