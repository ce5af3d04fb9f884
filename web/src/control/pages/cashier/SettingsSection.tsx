import { Button, Group, Text } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { useCashierSettings, useSweep } from './hooks';
import { SettingsForm } from './SettingsForm';

/** The settings of the chosen merchant, and the sweep that applies what is due now. */
export function SettingsSection() {
  const merchant = useMerchant();
  const settings = useCashierSettings();
  const sweep = useSweep();
  return (
    <Section title={S.cashier.settingsTitle} testId="cashier-settings">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {S.cashier.sweepHint}
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlayerTrackNext size={16} />}
          loading={sweep.isPending}
          onClick={() => sweep.mutate()}
          data-testid="cashier-sweep"
        >
          {S.cashier.sweep}
        </Button>
      </Group>
      <QueryState query={settings}>
        {(data) => <SettingsForm key={merchant} merchant={merchant} settings={data} />}
      </QueryState>
    </Section>
  );
}
