import { Select } from '@mantine/core';

export const ALL_STATUSES = 'ALL';

interface StatusFilterProps<Status extends string> {
  label: string;
  allLabel: string;
  statuses: readonly Status[];
  value: Status | typeof ALL_STATUSES;
  onChange: (value: Status | typeof ALL_STATUSES) => void;
  testId?: string;
}

/** A queue's status filter: every status, or one. */
export function StatusFilter<Status extends string>(props: StatusFilterProps<Status>) {
  return (
    <Select
      label={props.label}
      data={[
        { value: ALL_STATUSES, label: props.allLabel },
        ...props.statuses.map((value) => ({ value, label: value })),
      ]}
      value={props.value}
      onChange={(value) => props.onChange((value as Status | null) ?? ALL_STATUSES)}
      allowDeselect={false}
      w={220}
      data-testid={props.testId}
    />
  );
}
