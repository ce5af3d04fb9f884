// The notice modal lists 9 notices per page (platform-spec.md section 2 and 9).

export const NOTICES_PER_PAGE = 9;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NOTICES_PER_PAGE));
}

/** Page 1 is the first; a page past the end shows the last one. */
export function noticePage<T>(notices: readonly T[], page: number): T[] {
  const last = pageCount(notices.length);
  const current = Math.min(Math.max(1, page), last);
  return notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
}

/** The page a notice sits on (1 when it is not in the list). */
export function pageOf<T>(notices: readonly T[], match: (notice: T) => boolean): number {
  const index = notices.findIndex(match);
  return index < 0 ? 1 : Math.floor(index / NOTICES_PER_PAGE) + 1;
}
