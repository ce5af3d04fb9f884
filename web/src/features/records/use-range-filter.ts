import { useState } from 'react';
import { useServerNow } from '../../lib/site-status/site-status';
import { type DatePreset, presetRange } from './date-presets';

/**
 * Every record's date range and page: the range is fixed when a preset is picked, so paging does
 * not shift it; a new preset, or any other filter change (`restart`), starts again from page 1.
 */
export function useRangeFilter(initial: DatePreset = 'previous7') {
  const now = useServerNow();
  const [preset, setPreset] = useState<DatePreset>(initial);
  const [range, setRange] = useState(() => presetRange(initial, now()));
  const [pageNo, setPageNo] = useState(1);

  const pickPreset = (next: DatePreset) => {
    setPreset(next);
    setRange(presetRange(next, now()));
    setPageNo(1);
  };

  return { preset, range, pageNo, setPageNo, pickPreset, restart: () => setPageNo(1) };
}

export type RangeFilter = ReturnType<typeof useRangeFilter>;
