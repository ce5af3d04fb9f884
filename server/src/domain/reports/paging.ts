// The paging fields every paged record answers with, from the total and the query's page.

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export const pageOf = (totalCount: number, query: PageQuery) => ({
  pageNum: query.pageNo,
  totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  totalCount,
});

/** What `skip`/`take` (or OFFSET/LIMIT) the page asks for. */
export const pageWindow = (query: PageQuery) => ({
  skip: (query.pageNo - 1) * query.pageSize,
  take: query.pageSize,
});
