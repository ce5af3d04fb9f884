// One staleness case of a cached route (answer-cache.test.ts): a read, the same read again (a hit),
// a change made the way an admin, a domain write or another process makes it, and the read once more,
// which must show the change.
import type { TestApp } from '../../test/harness.ts';

export interface Staleness {
  /** the call, with its query */
  path: string;
  headers?: Record<string, string>;
  /** a member-scoped read: log this member in (username, password) and send its token */
  member?: [string, string];
  /** made before the first read */
  before?: (t: TestApp) => Promise<unknown>;
  /** what of the answer (the envelope's value, or the lottery gateway's bare body) must change */
  read: (answer: unknown) => unknown;
  change: (t: TestApp) => Promise<unknown>;
}

/** The whole answer, compared as text. */
export const names = (answer: unknown) => JSON.stringify(answer);
