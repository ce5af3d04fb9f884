import { Center, Pagination } from '@mantine/core';
import { PAGINATION_PROPS } from '../../../lib/format/pagination';

/** The team list's pages, shown once there is more than one. */
export function TeamPager({
  pageNo,
  totalPages,
  onChange,
}: {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={totalPages}
        value={pageNo}
        onChange={onChange}
        {...PAGINATION_PROPS}
        data-testid="team-pager"
      />
    </Center>
  );
}
