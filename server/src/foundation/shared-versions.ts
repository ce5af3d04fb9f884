// The one invalidation point of the caches every server process keeps (merchant profiles, the
// catalogue's summaries, the clock and the visitor override, the faults, and the cached answers of
// gateway/answer-cache.ts). A change writes a new random stamp for its topic (in its own transaction where it has one);
// every process reads the few stamps at most once a second and drops what it cached under a topic
// whose stamp moved; a cached answer asks for the stamps to be current first (`fresh`). Some topics
// move by database triggers alone ('notices': every write to "Announcement"). Random stamps, not counters: a reset or a restore puts back older rows, and a
// counter could come back to a value a process already saw.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { changeMark, localChanges, sqlOf } from '../db/sql.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export const CACHE_TOPICS = [
  'merchants',
  'catalogue',
  'settings',
  'faults',
  'notices',
  'draws',
  'winners',
  'sessions',
  'stubs',
  'coverage',
] as const;

export type CacheTopic = (typeof CACHE_TOPICS)[number];

const STAMPS_SQL = 'SELECT "topic", "stamp" FROM "CacheVersion"';

/** A client or an interactive transaction: what a bump writes through. */
type Writer = Pick<Db, 'cacheVersion'> | Prisma.TransactionClient;

type Reload = () => void | Promise<void>;

export class SharedVersions {
  private readonly seen = new Map<CacheTopic, string>();
  private readonly reloads = new Map<CacheTopic, Reload[]>();
  private polling: Promise<void> | null = null;
  /** the database's change mark at the last read of the stamps: unmoved, nothing can have changed */
  private lastMark: string | null = null;
  /** this turn of the event loop's check, and this process's own writes when it was made */
  private turnCheck: Promise<void> | null = null;
  private turnChanges: number | null = null;

  constructor(private readonly db: Db) {}

  /** What to drop or reload when another process changed `topic`. */
  on(topic: CacheTopic, reload: Reload): void {
    this.reloads.set(topic, [...(this.reloads.get(topic) ?? []), reload]);
  }

  /**
   * Marks `topic` changed, through `writer` (pass the transaction making the change). This process's
   * own caches are the caller's to drop: its stamp counts as seen here.
   */
  bump(writer: Writer, topic: CacheTopic): Prisma.PrismaPromise<unknown> {
    const stamp = randomUUID();
    this.seen.set(topic, stamp);
    return writer.cacheVersion.upsert({
      where: { topic },
      create: { topic, stamp },
      update: { stamp },
    });
  }

  /** Every topic changed at once (after a reset, a restore or an import), the catalogue if it did. */
  async bumpAll(changed: { catalogue: boolean } = { catalogue: true }): Promise<void> {
    const topics = CACHE_TOPICS.filter((topic) => topic !== 'catalogue' || changed.catalogue);
    await this.db.$transaction(topics.map((topic) => this.bump(this.db, topic)));
  }

  /** The stamps as they are now, taken as seen: at start-up, when the caches are fresh anyway. */
  async prime(): Promise<void> {
    for (const row of await this.db.cacheVersion.findMany())
      this.seen.set(row.topic as CacheTopic, row.stamp);
  }

  /**
   * What `topics` stand at in this process: equal strings, no change between them. A cached answer
   * made under one signature is served only while the signature holds.
   */
  signature(topics: readonly CacheTopic[]): string {
    let text = '';
    for (const topic of topics) text += `${this.seen.get(topic) ?? ''}/`;
    return text;
  }

  /**
   * The stamps made current before a cached answer is served: on SQLite only when the database's
   * change mark moved (usually nothing to read); on PostgreSQL a read of the few stamps. The calls that
   * come in during one turn of the event loop share one check: each of them was sent before any answer
   * of this turn reached its client, so none can depend on a change this turn made elsewhere. A write
   * through this process's own SQLite connection within the turn (a synchronous driver can commit
   * without leaving it) is seen by its counter, and checks again.
   */
  fresh(): Promise<void> {
    const changes = localChanges(this.db);
    if (this.turnCheck && changes === this.turnChanges) return this.turnCheck;
    if (!this.turnCheck) setImmediate(() => this.endTurn());
    this.turnChanges = changes;
    // a read sent in an earlier turn may predate a change this call depends on: a new one after it
    const earlier = this.polling;
    const again = () => this.poll();
    this.turnCheck = earlier ? earlier.then(again, again) : this.poll();
    return this.turnCheck;
  }

  private endTurn(): void {
    this.turnCheck = null;
    this.turnChanges = null;
  }

  /** Reads the stamps once (one poll at a time) and runs the reloads of the topics that moved. */
  poll(): Promise<void> {
    this.polling ??= this.check().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  /** Polls every `intervalMs` until the returned stop is called. */
  start(intervalMs: number, onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => this.poll().catch(onError), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async check(): Promise<void> {
    // SQLite says in microseconds whether anyone wrote since; PostgreSQL (null) reads the stamps
    const mark = await changeMark(this.db);
    if (mark !== null && mark === this.lastMark) return;
    this.lastMark = mark;
    const rows = await sqlOf(this.db).all<{ topic: string; stamp: string }>(STAMPS_SQL);
    for (const { topic, stamp } of rows) {
      const name = topic as CacheTopic;
      if (this.seen.get(name) === stamp) continue;
      this.seen.set(name, stamp);
      for (const reload of this.reloads.get(name) ?? []) await reload();
    }
  }
}
