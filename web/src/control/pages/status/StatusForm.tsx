import { Button, Group, SimpleGrid, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { setStatusInput } from '@sim/shared/admin/system';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';
import { useSetStatus } from './hooks';
import { type StatusFormValues, toSetStatusInput } from './status-form';

/** Maintenance (with its window) and region restriction, saved together. */
export function StatusForm({ merchant, initial }: { merchant: string; initial: StatusFormValues }) {
  const setStatus = useSetStatus();
  const { form } = useZodForm<StatusFormValues>(setStatusInput, initial, {
    toInput: (values: StatusFormValues) => toSetStatusInput(values, merchant),
  });
  const submit = form.onSubmit((values) =>
    setStatus.mutate(toSetStatusInput(values, merchant), { onSuccess: () => form.resetDirty() }),
  );

  return (
    <form onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <Switch
            label={S.status.maintenance}
            description={S.status.maintenanceHint}
            data-testid="maintenance-switch"
            {...form.getInputProps('maintenance', { type: 'checkbox' })}
          />
          <Group grow mt="sm" align="flex-start">
            <TextInput
              type="datetime-local"
              label={S.status.start}
              {...form.getInputProps('maintenanceStartTime')}
            />
            <TextInput
              type="datetime-local"
              label={S.status.end}
              {...form.getInputProps('maintenanceEndTime')}
            />
          </Group>
        </div>
        <div>
          <Switch
            label={S.status.region}
            data-testid="region-switch"
            {...form.getInputProps('regionRestriction', { type: 'checkbox' })}
          />
          <TagsInput mt="sm" label={S.status.blockedCountries} {...form.getInputProps('blockedCountries')} />
          <TagsInput mt="sm" label={S.status.blockedIps} {...form.getInputProps('blockedIps')} />
        </div>
      </SimpleGrid>
      {form.errors.form && (
        <Text c="red" size="sm">
          {form.errors.form}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={setStatus.isPending} data-testid="status-save">
          {S.common.save}
        </Button>
      </Group>
    </form>
  );
}
