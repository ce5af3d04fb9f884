// The game list's paging rule (platform-spec.md section 9): 21 games first, then 18 per further page.
// The relay pages by pageNo/pageSize, so a batch that does not start on a page boundary is read from
// the smallest page that holds all of it (up to the relay's largest page).
import { GAME_LIST_MAX_PAGE_SIZE } from '@sim/shared/relay/gcsgame-catalogue';

export const FIRST_PAGE_SIZE = 21;
export const NEXT_PAGE_SIZE = 18;

export interface Batch {
  /** index of the batch's first game in the whole list */
  start: number;
  count: number;
}

/** Batch 0 is the first 21 games, every later batch the next 18. */
export function batchRange(index: number): Batch {
  if (index <= 0) return { start: 0, count: FIRST_PAGE_SIZE };
  return { start: FIRST_PAGE_SIZE + (index - 1) * NEXT_PAGE_SIZE, count: NEXT_PAGE_SIZE };
}

/** How many games the first `batches` batches show together. */
export function shownAfter(batches: number): number {
  return batches <= 0 ? 0 : FIRST_PAGE_SIZE + (batches - 1) * NEXT_PAGE_SIZE;
}

export interface PageWindow {
  pageNo: number;
  pageSize: number;
  /** where the batch starts inside that page */
  offset: number;
}

/** The smallest relay page (pageNo from 1) that contains every game of the batch. */
export function pageWindow({ start, count }: Batch): PageWindow {
  const last = start + count - 1;
  for (let size = count; size < GAME_LIST_MAX_PAGE_SIZE; size++) {
    if (Math.floor(start / size) === Math.floor(last / size)) {
      const pageNo = Math.floor(start / size) + 1;
      return { pageNo, pageSize: size, offset: start - (pageNo - 1) * size };
    }
  }
  return { pageNo: 1, pageSize: GAME_LIST_MAX_PAGE_SIZE, offset: start };
}
