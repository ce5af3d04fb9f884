import { Button, Group, TextInput } from '@mantine/core';
import { setClientLocationInput } from '@sim/shared/admin/system';
import { text } from '../../../lib/form/form-input';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';
import { useSetClientLocation } from './hooks';

interface LocationValues {
  ip: string;
  country: string;
}

const toInput = (values: LocationValues) => ({
  ip: text(values.ip) ?? null,
  country: text(values.country)?.toUpperCase() ?? null,
});

/** Where every visitor seems to come from: region rules test against it. */
export function LocationForm({ initial }: { initial: { ip: string | null; country: string | null } }) {
  const setLocation = useSetClientLocation();
  const { form } = useZodForm<LocationValues>(
    setClientLocationInput,
    { ip: initial.ip ?? '', country: initial.country ?? '' },
    { toInput },
  );
  const clear = () =>
    setLocation.mutate(
      { ip: null, country: null },
      { onSuccess: () => form.setValues({ ip: '', country: '' }) },
    );

  return (
    <form onSubmit={form.onSubmit((values) => setLocation.mutate(toInput(values)))}>
      <Group align="flex-end">
        <TextInput
          label={S.status.ip}
          placeholder="203.0.113.9"
          data-testid="location-ip"
          {...form.getInputProps('ip')}
        />
        <TextInput
          label={S.status.country}
          placeholder="US"
          w={180}
          data-testid="location-country"
          {...form.getInputProps('country')}
        />
        <Button type="submit" loading={setLocation.isPending} data-testid="location-save">
          {S.status.locationSave}
        </Button>
        <Button variant="default" onClick={clear}>
          {S.status.locationClear}
        </Button>
      </Group>
    </form>
  );
}
