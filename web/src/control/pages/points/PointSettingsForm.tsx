import { Button, Group, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { type PointSettings, setPointSettingsInput } from '@sim/shared/admin/points';
import { POINT_CATEGORIES } from '@sim/shared/relay/mcs2';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { S } from '../../strings';
import { usePointSettings, useSetPointSettings } from './hooks';

type Values = PointSettings;

function SettingsForm({ settings }: { settings: PointSettings }) {
  const merchant = useMerchant();
  const save = useSetPointSettings();
  const toInput = (values: Values) => ({ merchant, ...values });
  const { form } = useZodForm<Values>(
    setPointSettingsInput,
    {
      rates: settings.rates,
      conversionEnabled: settings.conversionEnabled,
      pointsPerUnit: settings.pointsPerUnit,
      minConvertPoints: settings.minConvertPoints,
    },
    { toInput },
  );
  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate(toInput(values)))}
      data-testid="point-settings-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {POINT_CATEGORIES.map((category) => (
            <NumberInput
              key={category}
              label={S.points.rate(category)}
              min={0}
              max={100}
              decimalScale={2}
              data-testid={`point-rate-${category}`}
              {...form.getInputProps(`rates.${category}`)}
            />
          ))}
        </SimpleGrid>
        <Switch
          label={S.points.conversionEnabled}
          {...form.getInputProps('conversionEnabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={S.points.pointsPerUnit}
            min={0}
            decimalScale={2}
            {...form.getInputProps('pointsPerUnit')}
          />
          <NumberInput
            label={S.points.minConvertPoints}
            min={0}
            decimalScale={2}
            {...form.getInputProps('minConvertPoints')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="point-settings-save">
            {S.points.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What each category earns per 1.00 of valid bet, and how points convert into money. */
export function PointSettingsSection() {
  const settings = usePointSettings();
  const merchant = useMerchant();
  return (
    <Section title={S.points.ratesTitle} testId="point-settings-section">
      <QueryState query={settings}>{(data) => <SettingsForm key={merchant} settings={data} />}</QueryState>
    </Section>
  );
}
