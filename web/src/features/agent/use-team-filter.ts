import { useState } from 'react';
import { useRangeFilter } from '../records/use-range-filter';

/** A team report's range and page (the records' presets), plus one downline member to look at. */
export function useTeamFilter() {
  const range = useRangeFilter();
  const [username, setUsername] = useState('');

  const search = (next: string) => {
    setUsername(next.trim());
    range.restart();
  };

  return {
    range,
    username,
    search,
    query: { ...range.range, pageNo: range.pageNo, username: username || undefined },
  };
}

export type TeamFilterState = ReturnType<typeof useTeamFilter>;
