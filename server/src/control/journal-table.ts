// The request journal as a table (JournalEntry) every server process writes to, for a shared
// environment: journal.list answers the same through any replica. The hot path only pushes the entry
// onto a list; it is rendered (redacted) and written in batches, every FLUSH_MS or BATCH entries, one
// multi-row insert each. The table keeps the newest `capacity` entries: the oldest go in batches.
import type { Db } from '../db/client.ts';
import {
  type JournalEntry,
  type JournalFilter,
  type JournalRecord,
  pathMatcher,
  type RequestJournal,
  shownEntry,
} from './journal.ts';

const FLUSH_MS = 100;
const BATCH = 200;
/** rows read per round while a path filter (applied here, not in SQL) leaves too few */
const PAGE = 500;

type Row = Omit<JournalEntry, 'id' | 'body' | 'response'> & { body: string; response: string };

function toRow(entry: JournalRecord): Row {
  const { id: _, body, response, ...shown } = shownEntry(entry, 0);
  return { ...shown, body: JSON.stringify(body ?? null), response: JSON.stringify(response ?? null) };
}

export class TableJournal implements RequestJournal {
  private pending: JournalRecord[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private writtenSinceTrim = 0;
  /** entries lost to failed writes (the journal never fails a request) */
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly capacity = 5000,
  ) {}

  record(entry: JournalRecord): void {
    this.pending.push(entry);
    if (this.pending.length >= BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is pending (after any write under way); resolves once it is in the table. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  async list(filter: JournalFilter): Promise<JournalEntry[]> {
    await this.flush();
    const newest = await this.db.journalEntry.aggregate({ _max: { id: true } });
    const floor = Math.max(filter.afterId ?? 0, (newest._max.id ?? 0) - this.capacity);
    const pathMatches = pathMatcher(filter.path);
    const where = {
      id: { gt: floor },
      ...(filter.username && { username: filter.username.toLowerCase() }),
      ...(filter.status !== undefined && { status: filter.status }),
      ...(filter.since && { at: { gte: filter.since.toISOString() } }),
    };
    const out: JournalEntry[] = [];
    let below: number | undefined;
    while (out.length < filter.limit) {
      const rows = await this.db.journalEntry.findMany({
        where: below === undefined ? where : { ...where, id: { gt: floor, lt: below } },
        orderBy: { id: 'desc' },
        take: filter.path ? PAGE : filter.limit - out.length,
      });
      for (const row of rows)
        if (out.length < filter.limit && pathMatches(row.path))
          out.push({ ...row, body: JSON.parse(row.body), response: JSON.parse(row.response) });
      if (rows.length === 0 || !filter.path) break;
      below = rows.at(-1)!.id;
    }
    return out;
  }

  async clear(): Promise<number> {
    await this.flush();
    return (await this.db.journalEntry.deleteMany()).count;
  }

  async size(): Promise<number> {
    await this.flush();
    return Math.min(await this.db.journalEntry.count(), this.capacity);
  }

  close(): Promise<void> {
    return this.flush();
  }

  private async write(batch: JournalRecord[]): Promise<void> {
    try {
      await this.db.journalEntry.createMany({ data: batch.map(toRow) });
      this.writtenSinceTrim += batch.length;
      if (this.writtenSinceTrim > this.capacity / 8) await this.trim();
    } catch {
      this.dropped += batch.length;
    }
  }

  /** The oldest past the capacity go, many at a time (one per call would cost a delete per call). */
  private async trim(): Promise<void> {
    this.writtenSinceTrim = 0;
    const newest = await this.db.journalEntry.aggregate({ _max: { id: true } });
    const keepFrom = (newest._max.id ?? 0) - this.capacity;
    if (keepFrom > 0) await this.db.journalEntry.deleteMany({ where: { id: { lte: keepFrom } } });
  }
}
