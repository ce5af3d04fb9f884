import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RangeFilter } from '../use-range-filter';
import { DatePresetPicker } from './DatePresetPicker';

/** The bar above a record: the date presets, then the record's own filters. */
export function RecordFilters({ filter, children }: { filter: RangeFilter; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="wrap">
        <DatePresetPicker value={filter.preset} onChange={filter.pickPreset} />
        {children}
      </Group>
    </Paper>
  );
}
