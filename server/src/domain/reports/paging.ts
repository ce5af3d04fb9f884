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

/** A row offset past any table here: a page number beyond it stays an integer SQLite takes (and empty). */
const MAX_OFFSET = 2 ** 31;

/** What `skip`/`take` (or OFFSET/LIMIT) the page asks for. */
export const pageWindow = (query: PageQuery) => ({
  skip: Math.min((query.pageNo - 1) * query.pageSize, MAX_OFFSET),
  take: query.pageSize,
});
