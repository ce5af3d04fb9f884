// The live journal's bookkeeping, kept pure so it is easy to trust: journal.list answers newest
// first, and each poll asks only for entries after the newest one shown.

/** Entries shown at most: the oldest fall off the bottom. */
export const JOURNAL_CAP = 500;

/** New entries (newest first) on top of those shown, without duplicates, newest first, capped. */
export function prependEntries<T extends { id: number }>(
  shown: readonly T[],
  incoming: readonly T[],
  cap: number = JOURNAL_CAP,
): T[] {
  if (incoming.length === 0) return shown.length > cap ? shown.slice(0, cap) : (shown as T[]);
  const seen = new Set<number>();
  const merged: T[] = [];
  for (const entry of [...incoming, ...shown]) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    merged.push(entry);
  }
  merged.sort((a, b) => b.id - a.id);
  return merged.slice(0, cap);
}

/** The `afterId` of the next poll: the newest id seen so far (undefined before any). */
export function nextAfterId(
  current: number | undefined,
  incoming: readonly { id: number }[],
): number | undefined {
  return incoming.reduce<number | undefined>(
    (max, e) => (max === undefined || e.id > max ? e.id : max),
    current,
  );
}

/** The colour of a status code: 2xx fine, 3xx neutral, 4xx the caller's fault, 5xx ours. */
export function statusColour(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 300) return 'blue';
  return 'teal';
}
