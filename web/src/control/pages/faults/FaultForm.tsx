import { Button, Group, NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { faultInput } from '@sim/shared/admin/faults';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';
import { type FaultFormValues, initialFaultValues, toFaultInput } from './fault-form';

interface FaultFormProps {
  onAdd: (input: ReturnType<typeof toFaultInput>, done: () => void) => void;
  pending: boolean;
}

export function FaultForm({ onAdd, pending }: FaultFormProps) {
  const { form, field } = useZodForm<FaultFormValues>(faultInput, initialFaultValues, {
    toInput: toFaultInput,
  });
  return (
    <form onSubmit={form.onSubmit((values) => onAdd(toFaultInput(values), () => form.reset()))}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <TextInput
          label={S.faults.match}
          placeholder="/wps/member/* or GCSGAME_*"
          data-testid="fault-match"
          {...field('match')}
        />
        <NumberInput label={S.faults.latencyMs} min={0} max={120_000} {...field('latencyMs')} />
        <NumberInput label={S.faults.latencyMaxMs} min={0} max={120_000} {...field('latencyMaxMs')} />
        <NumberInput
          label={S.faults.errorRate}
          min={0}
          max={1}
          step={0.1}
          decimalScale={3}
          {...field('errorRate')}
        />
        <NumberInput
          label={S.faults.status}
          min={400}
          max={599}
          data-testid="fault-status"
          {...field('status')}
        />
        <TextInput label={S.faults.errorCode} placeholder="system.busy" {...field('errorCode')} />
        <TextInput label={S.faults.message} {...field('message')} />
        <NumberInput label={S.faults.times} min={1} {...field('times')} />
      </SimpleGrid>
      {form.errors.form && (
        <Text c="red" size="sm" mt="xs">
          {form.errors.form}
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <Switch label={S.faults.drop} {...form.getInputProps('drop', { type: 'checkbox' })} />
        <Button type="submit" loading={pending} data-testid="fault-add">
          {S.faults.add}
        </Button>
      </Group>
    </form>
  );
}
