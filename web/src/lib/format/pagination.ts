// Platform-spec.md section 9, pagination: a range of 3 pages around the current one and 1 page at
// each end; as Mantine Pagination props, 1 sibling either side and 1 boundary.
export const PAGINATION = { pageRange: 3, marginPages: 1 } as const;

export const PAGINATION_PROPS = {
  siblings: Math.floor(PAGINATION.pageRange / 2),
  boundaries: PAGINATION.marginPages,
} as const;
