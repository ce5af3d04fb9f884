import { Select } from '@mantine/core';

interface FilterSelectProps<Value extends string> {
  values: readonly Value[];
  label: (value: Value) => string;
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** what no choice means: "All categories", "All types" */
  placeholder: string;
  ariaLabel: string;
  testId: string;
}

/** One of a record's filters: a clearable choice among fixed values. */
export function FilterSelect<Value extends string>({
  values,
  label,
  value,
  onChange,
  placeholder,
  ariaLabel,
  testId,
}: FilterSelectProps<Value>) {
  return (
    <Select
      value={value}
      onChange={(next) => onChange(next as Value | null)}
      data={values.map((v) => ({ value: v, label: label(v) }))}
      placeholder={placeholder}
      aria-label={ariaLabel}
      clearable
      w={{ base: '100%', xs: 190 }}
      data-testid={testId}
    />
  );
}
