import { Center, Pagination } from '@mantine/core';
import { PAGINATION_PROPS } from '../../../lib/format/pagination';
import type { RangeFilter } from '../use-range-filter';

/** The pages of a record, shown once there is more than one. */
export function RecordPager({ filter, totalPages }: { filter: RangeFilter; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={totalPages}
        value={filter.pageNo}
        onChange={filter.setPageNo}
        {...PAGINATION_PROPS}
        data-testid="pager"
      />
    </Center>
  );
}
