import { Button, Group, TextInput } from '@mantine/core';
import { setClockInput } from '@sim/shared/admin/clock';
import { useZodForm } from '../../../lib/form/use-zod-form';
import { fromLocalInput, toLocalInput } from '../../local-time';
import { S } from '../../strings';

const toInput = ({ at }: { at: string }) => ({ at: fromLocalInput(at) ?? '' });

/** Jump to a date and time (local time in, ISO instant out). */
export function SetClockForm({ onSet, pending }: { onSet: (at: string) => void; pending: boolean }) {
  const { form } = useZodForm(
    setClockInput,
    { at: toLocalInput(new Date(Date.now() + 86_400_000)) },
    { toInput },
  );
  return (
    <form onSubmit={form.onSubmit((values) => onSet(toInput(values).at))}>
      <Group align="flex-end">
        <TextInput
          type="datetime-local"
          label={S.clock.setAt}
          data-testid="clock-set-at"
          {...form.getInputProps('at')}
        />
        <Button type="submit" variant="default" loading={pending} data-testid="clock-set">
          {S.clock.set}
        </Button>
      </Group>
    </form>
  );
}
