import { Button, Group, TextInput } from '@mantine/core';
import { snapshotNameInput } from '@sim/shared/admin/data';
import dayjs from 'dayjs';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { S } from '../../strings';

export function TakeSnapshotForm({ onTake, pending }: { onTake: (name: string) => void; pending: boolean }) {
  const { form } = useZodForm(
    snapshotNameInput,
    { name: `snap-${dayjs().format('YYYYMMDD-HHmm')}` },
    { toInput: (values: { name: string }) => ({ name: values.name.trim() }) },
  );
  return (
    <form onSubmit={form.onSubmit(({ name }) => onTake(name.trim()))}>
      <Group align="flex-start">
        <TextInput
          aria-label={S.snapshots.name}
          placeholder={S.snapshots.name}
          w={280}
          data-testid="snapshot-name"
          {...form.getInputProps('name')}
        />
        <Button type="submit" loading={pending} data-testid="snapshot-take">
          {S.snapshots.take}
        </Button>
      </Group>
    </form>
  );
}
