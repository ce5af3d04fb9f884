import { describe, expect, it } from 'vitest';
import { batchRange, FIRST_PAGE_SIZE, NEXT_PAGE_SIZE, pageWindow, shownAfter } from './paging';

describe('game list paging', () => {
  it('shows 21 games first and 18 on every further page', () => {
    expect(FIRST_PAGE_SIZE).toBe(21);
    expect(NEXT_PAGE_SIZE).toBe(18);
    expect(batchRange(0)).toEqual({ start: 0, count: 21 });
    expect(batchRange(1)).toEqual({ start: 21, count: 18 });
    expect(batchRange(2)).toEqual({ start: 39, count: 18 });
    expect(batchRange(5)).toEqual({ start: 93, count: 18 });
    expect([1, 2, 3, 4].map(shownAfter)).toEqual([21, 39, 57, 75]);
  });

  it('reads each batch from one relay page that holds all of it, without gaps or overlaps', () => {
    let next = 0;
    for (let index = 0; index < 60; index++) {
      const batch = batchRange(index);
      expect(batch.start).toBe(next);
      const { pageNo, pageSize, offset } = pageWindow(batch);
      const pageStart = (pageNo - 1) * pageSize;
      expect(pageNo).toBeGreaterThanOrEqual(1);
      expect(pageStart + offset).toBe(batch.start);
      expect(offset + batch.count).toBeLessThanOrEqual(pageSize);
      next = batch.start + batch.count;
    }
  });

  it('asks for the first page exactly, and for a small page after it', () => {
    expect(pageWindow(batchRange(0))).toEqual({ pageNo: 1, pageSize: 21, offset: 0 });
    expect(pageWindow(batchRange(1))).toEqual({ pageNo: 2, pageSize: 20, offset: 1 });
  });
});
