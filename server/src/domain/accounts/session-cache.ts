// The live sessions a token call checks, kept in memory while the database says nothing about them
// changed: every write that can end a session or change what a call learns of its member (a logout, a
// second login, an idle or admin end, a lock, an upgrade, a rename, a delete) moves the 'sessions'
// version by a database trigger, whoever writes (migration 20261206090000), and the version is made
// current once per turn of the event loop (foundation/shared-versions.ts), so the change is seen on the
// very next call in every process. What no trigger watches is activity: lastSeenAt moves without a bump,
// so a kept session that looks idle is read again before it is ended (another process may have seen the
// member since). SIM_SESSION_CACHE=off reads every call from the database.
import type { SharedVersions } from '../../foundation/shared-versions.ts';

/** a bench's or a QA run's members many times over; the oldest kept session goes first */
const MOST_KEPT = 20_000;
const TOPICS = ['sessions'] as const;

export class SessionCache<Row> {
  private readonly kept = new Map<string, { row: Row; signature: string }>();

  constructor(private readonly versions: SharedVersions) {}

  /** The session as last read, when the database has not moved its version since. */
  async get(token: string): Promise<Row | undefined> {
    const entry = this.kept.get(token);
    if (!entry) return undefined;
    await this.versions.fresh();
    if (entry.signature === this.versions.signature(TOPICS)) return entry.row;
    this.kept.delete(token);
    return undefined;
  }

  /** The signature to keep a row under: take it before reading the row, so a change during the read drops it. */
  async signature(): Promise<string> {
    await this.versions.fresh();
    return this.versions.signature(TOPICS);
  }

  keep(token: string, row: Row, signature: string): void {
    if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(token, { row, signature });
  }

  forget(token: string): void {
    this.kept.delete(token);
  }
}
