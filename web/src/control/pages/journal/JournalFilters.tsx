import { Group, NumberInput, TextInput } from '@mantine/core';
import { S } from '../../strings';

export interface JournalFilterValues {
  path: string;
  username: string;
  status: number | string;
}

interface Props {
  values: JournalFilterValues;
  onChange: (values: JournalFilterValues) => void;
}

export function JournalFilters({ values, onChange }: Props) {
  const set = (change: Partial<JournalFilterValues>) => onChange({ ...values, ...change });
  return (
    <Group>
      <TextInput
        placeholder={S.journal.filterPath}
        aria-label={S.journal.filterPath}
        value={values.path}
        onChange={(e) => set({ path: e.currentTarget.value })}
        data-testid="journal-filter-path"
      />
      <TextInput
        placeholder={S.journal.filterUsername}
        aria-label={S.journal.filterUsername}
        value={values.username}
        onChange={(e) => set({ username: e.currentTarget.value })}
      />
      <NumberInput
        placeholder={S.journal.filterStatus}
        aria-label={S.journal.filterStatus}
        w={110}
        min={100}
        max={599}
        value={values.status}
        onChange={(status) => set({ status })}
      />
    </Group>
  );
}
