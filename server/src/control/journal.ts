// The request journal: every REST call with its time on the simulated clock, member, path, status,
// latency and body with secrets redacted. Two keepers with one interface (RequestJournal): a bounded
// ring in this process's memory (one server on SQLite: a restart starts it afresh), or the JournalEntry
// table every server process writes to in small batches (journal-table.ts), for a shared environment.
import { globToRegExp } from '../lib/glob.ts';
import {
  REDACTED,
  redactQuery as redactQueryParameters,
  redactUrl,
  SECRET_NAME,
} from '../platform/secrets.ts';

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: string;
  status: number;
  latencyMs: number;
  merchant: string | null;
  username: string | null;
  errorCode: string | null;
  body: unknown;
  /** the answer, redacted like the request (null: none, or not JSON) */
  response: unknown;
}

export interface JournalFilter {
  path?: string;
  username?: string;
  since?: Date;
  afterId?: number;
  status?: number;
  limit: number;
}

const ELIDED = '[…]';

/**
 * What one entry may keep: hostile bodies (5,000 levels deep, 10,000 keys, megabytes of text) are cut
 * to a small shape, so the journal's memory and every journal.list answer stay bounded.
 */
const LIMITS = {
  depth: 6,
  /** values kept per body, counted across every level */
  nodes: 300,
  /** items per array and keys per object */
  entries: 50,
  /** longer strings (proof images as data URLs, up to 5 MB each) are summarised */
  stringLength: 1024,
  keyLength: 64,
  /** path and query string */
  urlPart: 512,
};

const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, 64)}… [${text.length} characters]` : text;

/** Copies a body with every secret-looking field replaced, within LIMITS however big or deep it is. */
export function redact(value: unknown): unknown {
  let budget = LIMITS.nodes;
  const copy = (current: unknown, depth: number): unknown => {
    if (budget-- <= 0) return ELIDED;
    // URLs in values (launch answers' game_url) lose their token= like the journal's own query strings
    if (typeof current === 'string')
      return clip(current.includes('?') ? redactUrl(current) : current, LIMITS.stringLength);
    if (current === null || typeof current !== 'object') return current;
    if (depth >= LIMITS.depth) return ELIDED;
    if (Array.isArray(current)) return current.slice(0, LIMITS.entries).map((v) => copy(v, depth + 1));
    // fromEntries, not assignment: a "__proto__" key stays a plain field
    return Object.fromEntries(
      Object.entries(current)
        .slice(0, LIMITS.entries)
        .map(([key, child]) => [
          clip(key, LIMITS.keyLength),
          SECRET_NAME.test(key) ? REDACTED : copy(child, depth + 1),
        ]),
    );
  };
  return copy(value, 0);
}

/** Answers longer than this are summarised, not parsed: the journal must not slow the catalogue's big lists. */
const RESPONSE_PARSE_LIMIT = 64 * 1024;

/**
 * An answer as it was sent, rendered and redacted only when someone reads the journal: recording costs
 * a reference, not a parse or a copy, on every call. Hot calls record a small object over a shared
 * serialisation (the fast lane's status answer is its cached bytes around the call's serverTime).
 */
export abstract class RecordedAnswer {
  /** the answer's JSON text */
  abstract text(): string;

  /** the answer as the journal shows it, as JSON text (what the journal table stores) */
  shownJson(): string {
    return JSON.stringify(redactResponse(this.text()));
  }
}

/** An answer kept as the text that was sent (cached strings are shared by every entry). */
export class SentAnswer extends RecordedAnswer {
  constructor(readonly payload: string) {
    super();
  }

  text(): string {
    return this.payload;
  }
}

/** An answer kept as the bytes that were sent (a cached game-list page, shared by every entry). */
export class SentBytes extends RecordedAnswer {
  constructor(readonly bytes: Buffer) {
    super();
  }

  text(): string {
    return this.bytes.toString('utf8');
  }
}

export const sentAnswer = (payload: string): SentAnswer | string =>
  payload.length > RESPONSE_PARSE_LIMIT
    ? `${ELIDED} [${payload.length} characters]`
    : new SentAnswer(payload);

/** A REST answer as the journal shows it: its JSON redacted and bounded like a request body. */
export function redactResponse(payload: string): unknown {
  if (payload.length > RESPONSE_PARSE_LIMIT) return `${ELIDED} [${payload.length} characters]`;
  try {
    return redact(JSON.parse(payload));
  } catch {
    return clip(payload, LIMITS.stringLength);
  }
}

/** A query string with secret-looking parameters (`token=` of launch URLs) redacted, and clipped. */
export const redactQuery = (query: string): string => clip(redactQueryParameters(query), LIMITS.urlPart);

/** A path as the journal keeps it. */
export const clipPath = (path: string): string => clip(path, LIMITS.urlPart);

/** An entry as recorded: its moment may be the call's Date, written out only when the journal is read. */
export type JournalRecord = Omit<JournalEntry, 'id' | 'at'> & { at: string | Date };

type Stored = JournalRecord & { id: number };

/** What every journal keeper does: record on the hot path (cheap, synchronous), read and clear. */
export interface RequestJournal {
  /** Keeps `entry` itself (the caller's fresh object): no copy on the hot path. */
  record(entry: JournalRecord): void;
  /** Newest first. */
  list(filter: JournalFilter): Promise<JournalEntry[]>;
  clear(): Promise<number>;
  /** How many entries it holds now (at most its capacity). */
  size(): Promise<number>;
  /** Writes out what is still pending (before the database closes). */
  close(): Promise<void>;
}

/** The journal's path filter: a glob when it has a `*`, else a part of the path; none: every path. */
export function pathMatcher(filter: string | undefined): (path: string) => boolean {
  if (!filter) return () => true;
  if (!filter.includes('*')) return (path) => path.includes(filter);
  const pattern = globToRegExp(filter);
  return (path) => pattern.test(path);
}

/** The moment of an entry as ISO text. */
export const atText = (at: string | Date): string => (typeof at === 'string' ? at : at.toISOString());

/** An entry's answer as the journal shows it. */
export const shownResponse = (response: unknown): unknown =>
  response instanceof RecordedAnswer ? redactResponse(response.text()) : response;

/** An entry as journal.list shows it: its moment as ISO text, its answer redacted. */
function shown(entry: Stored): JournalEntry {
  return { ...entry, at: atText(entry.at), response: shownResponse(entry.response) };
}

/** The journal as a ring in this process's memory. */
export class Journal implements RequestJournal {
  private entries: Stored[] = [];
  private nextId = 1;

  /** entries kept past the capacity until the next trim (never listed or counted) */
  private readonly slack: number;

  constructor(private readonly capacity = 5000) {
    this.slack = Math.ceil(capacity / 8);
  }

  /** Keeps `entry` itself (the caller's fresh object, numbered here): no copy on the hot path. */
  record(entry: JournalRecord): void {
    (entry as Stored).id = this.nextId++;
    this.entries.push(entry as Stored);
    // the oldest go in batches: dropping one per call would move every entry on every call
    if (this.entries.length > this.capacity + this.slack)
      this.entries.splice(0, this.entries.length - this.capacity);
  }

  async size(): Promise<number> {
    return Math.min(this.entries.length, this.capacity);
  }

  async list(filter: JournalFilter): Promise<JournalEntry[]> {
    const pathMatches = pathMatcher(filter.path);
    const out: JournalEntry[] = [];
    const oldest = Math.max(0, this.entries.length - this.capacity);
    for (let i = this.entries.length - 1; i >= oldest && out.length < filter.limit; i--) {
      const e = this.entries[i]!;
      if (filter.afterId !== undefined && e.id <= filter.afterId) break;
      if (!pathMatches(e.path)) continue;
      if (filter.username && e.username !== filter.username.toLowerCase()) continue;
      if (filter.since && new Date(e.at) < filter.since) continue;
      if (filter.status !== undefined && e.status !== filter.status) continue;
      out.push(shown(e));
    }
    return out;
  }

  async clear(): Promise<number> {
    const count = await this.size();
    this.entries = [];
    return count;
  }

  async close(): Promise<void> {}
}
