import { describe, expect, it } from 'vitest';
import { NOTICES_PER_PAGE, noticePage, pageCount, pageOf } from './notice-paging';

const notices = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));

describe('notice paging', () => {
  it('shows 9 notices per page', () => {
    expect(NOTICES_PER_PAGE).toBe(9);
    expect(noticePage(notices, 1).map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(noticePage(notices, 2).map((n) => n.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(noticePage(notices, 3).map((n) => n.id)).toEqual([19, 20]);
  });

  it('counts pages and keeps out-of-range pages inside the list', () => {
    expect(pageCount(20)).toBe(3);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(noticePage(notices, 7).map((n) => n.id)).toEqual([19, 20]);
    expect(noticePage(notices, 0).map((n) => n.id)).toHaveLength(9);
  });

  it('finds the page a notice is on', () => {
    expect(pageOf(notices, (n) => n.id === 9)).toBe(1);
    expect(pageOf(notices, (n) => n.id === 10)).toBe(2);
    expect(pageOf(notices, (n) => n.id === 99)).toBe(1);
  });
});
