import { useCallback, useEffect, useRef, useState } from 'react';
import { type AdminOutputs, trpc } from '../../api';
import { nextAfterId, prependEntries } from './journal-live';

export type JournalEntry = AdminOutputs['journal']['list'][number];

export interface JournalFilters {
  path?: string;
  username?: string;
  status?: number;
}

export const JOURNAL_POLL_MS = 1500;

/**
 * The journal as it grows: the newest entries first, polled every 1.5 s with `afterId` while live.
 * Changing the filters starts afresh.
 */
export function useLiveJournal(filters: JournalFilters, live: boolean) {
  const utils = trpc.useUtils();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [failed, setFailed] = useState<unknown>(null);
  const newest = useRef<number | undefined>(undefined);
  /** the filter of the poll under way, if any: one poll at a time per filter */
  const inFlight = useRef<string | null>(null);
  const filterKey = JSON.stringify(filters);
  const currentKey = useRef(filterKey);
  currentKey.current = filterKey;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter (by value) starts afresh
  useEffect(() => {
    newest.current = undefined;
    setEntries([]);
  }, [filterKey]);

  const poll = useCallback(async () => {
    if (inFlight.current === filterKey) return;
    inFlight.current = filterKey;
    try {
      const fresh = await utils.journal.list.fetch(
        { ...(JSON.parse(filterKey) as JournalFilters), afterId: newest.current, limit: 200 },
        { staleTime: 0, gcTime: 0 },
      );
      if (currentKey.current !== filterKey) return; // the filter changed meanwhile
      newest.current = nextAfterId(newest.current, fresh);
      setEntries((shown) => prependEntries(shown, fresh));
      setFailed(null);
    } catch (error) {
      setFailed(error);
    } finally {
      if (inFlight.current === filterKey) inFlight.current = null;
    }
  }, [utils, filterKey]);

  useEffect(() => {
    void poll();
    if (!live) return;
    const timer = setInterval(() => void poll(), JOURNAL_POLL_MS);
    return () => clearInterval(timer);
  }, [poll, live]);

  /** After journal.clear: nothing to show until new requests come. */
  const forget = useCallback(() => setEntries([]), []);

  return { entries, failed, forget };
}
