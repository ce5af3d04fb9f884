// The request journal: every REST call with its time on the simulated clock, member, path, status,
// latency and body with secrets redacted. Two keepers with one interface (RequestJournal): a bounded
// ring in this process's memory (one server on SQLite: a restart starts it afresh), or the JournalEntry
// table every server process writes to in small batches (journal-table.ts), for a shared environment.

import {
  REDACTED,
  redactQuery as redactQueryParameters,
  redactUrl,
  SECRET_NAME,
} from '../foundation/secrets.ts';
import { globToRegExp } from '../lib/glob.ts';

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
  /** the body came RSA+DES encrypted (`body` is what it decrypted to, redacted) */
  encrypted: boolean;
  /** the answer stub that answered instead of the route (null: the route answered) */
  stubId: number | null;
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

/** No bounds at all: `pnpm sim record` keeps whole answers in its HAR, with only the secrets replaced. */
export const UNBOUNDED: typeof LIMITS = {
  depth: Infinity,
  nodes: Infinity,
  entries: Infinity,
  stringLength: Infinity,
  keyLength: Infinity,
  urlPart: Infinity,
};

/** Copies a body with every secret-looking field replaced, within LIMITS however big or deep it is. */
export function redact(value: unknown, limits: typeof LIMITS = LIMITS): unknown {
  let budget = limits.nodes;
  const copy = (current: unknown, depth: number): unknown => {
    if (budget-- <= 0) return ELIDED;
    // URLs in values (launch answers' game_url) lose their token= like the journal's own query strings
    if (typeof current === 'string')
      return clip(current.includes('?') ? redactUrl(current) : current, limits.stringLength);
    if (current === null || typeof current !== 'object') return current;
    if (depth >= limits.depth) return ELIDED;
    if (Array.isArray(current)) return current.slice(0, limits.entries).map((v) => copy(v, depth + 1));
    // fromEntries, not assignment: a "__proto__" key stays a plain field
    return Object.fromEntries(
      Object.entries(current)
        .slice(0, limits.entries)
        .map(([key, child]) => [
          clip(key, limits.keyLength),
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
 * a reference, not a parse or a copy, on every call (a kept answer's text is shared by its entries).
 */
export abstract class RecordedAnswer {
  /** the answer's JSON text; `atMs` is the entry's moment (ms since the epoch) */
  abstract text(atMs: number): string;
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

/** An entry as recorded: its moment may be the call's Date, its URL the request's as it came and its
 *  error code left to be read off its answer, each written out only when the journal is read. */
export type JournalRecord = Omit<
  JournalEntry,
  'id' | 'at' | 'encrypted' | 'stubId' | 'path' | 'query' | 'errorCode'
> & {
  at: string | Date;
  /** the request's path and query as they came (clipped and redacted when read) */
  url: string;
  /** undefined: the answer's own `errorCode`, when it is a refusal */
  errorCode?: string | null;
  encrypted?: boolean;
  stubId?: number | null;
};

const ERROR_CODE = /^\{"success":false,"errorCode":"([^"]+)"/;

/** The platform error code of an answer's JSON text (a refusal), else null. */
export const errorCodeOf = (text: string): string | null => ERROR_CODE.exec(text)?.[1] ?? null;

/** A recorded URL as the journal shows it: the path clipped, the query's secrets redacted. */
export function urlParts(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark < 0
    ? { path: clipPath(url), query: '' }
    : { path: clipPath(url.slice(0, mark)), query: redactQuery(url.slice(mark + 1)) };
}

/** A recorded entry as the journal lists it (under `id`), rendered and redacted now. */
export function shownEntry(entry: JournalRecord, id: number): JournalEntry {
  const { url, at, response, errorCode, ...rest } = entry;
  const atMs = atMsOf(at);
  const text = response instanceof RecordedAnswer ? response.text(atMs) : null;
  return {
    ...rest,
    ...urlParts(url),
    id,
    at: atText(at),
    errorCode: errorCode !== undefined ? errorCode : text === null ? null : errorCodeOf(text),
    response: text === null ? response : redactResponse(text),
    encrypted: entry.encrypted ?? false,
    stubId: entry.stubId ?? null,
  };
}

/** What every journal keeper does: record on the hot path (cheap, synchronous), read and clear. */
export interface RequestJournal {
  /** Keeps what `entry` holds by reference: no copy, no rendering on the hot path. */
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

/** The moment of an entry in ms since the epoch (a Date, or ISO text). */
export const atMsOf = (at: string | Date): number => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/**
 * The journal as a ring in this process's memory: the newest `capacity` records, each kept as the call
 * recorded it (references to what the call already holds; rendered only when someone reads the journal).
 */
export class Journal implements RequestJournal {
  private readonly ring: (JournalRecord | undefined)[];
  /** the id the next entry gets; entry `id` lives in slot (id - 1) % capacity */
  private nextId = 1;
  /** ids below this were cleared */
  private firstId = 1;

  constructor(private readonly capacity = 5000) {
    this.ring = new Array<JournalRecord | undefined>(capacity).fill(undefined);
  }

  record(entry: JournalRecord): void {
    this.ring[(this.nextId++ - 1) % this.capacity] = entry;
  }

  /** The oldest id still held. */
  private oldestId(): number {
    return Math.max(this.firstId, this.nextId - this.capacity);
  }

  async size(): Promise<number> {
    return this.nextId - this.oldestId();
  }

  async list(filter: JournalFilter): Promise<JournalEntry[]> {
    const pathMatches = pathMatcher(filter.path);
    const since = filter.since?.getTime();
    const username = filter.username?.toLowerCase();
    const out: JournalEntry[] = [];
    const oldest = Math.max(this.oldestId(), (filter.afterId ?? 0) + 1);
    for (let id = this.nextId - 1; id >= oldest && out.length < filter.limit; id--) {
      const entry = this.ring[(id - 1) % this.capacity]!;
      if (username && entry.username !== username) continue;
      if (since !== undefined && atMsOf(entry.at) < since) continue;
      if (filter.status !== undefined && entry.status !== filter.status) continue;
      // the path first: an entry's answer is rendered only when it is listed
      if (!pathMatches(urlParts(entry.url).path)) continue;
      out.push(shownEntry(entry, id));
    }
    return out;
  }

  async clear(): Promise<number> {
    const count = await this.size();
    this.firstId = this.nextId;
    // what the cleared entries held goes now, not when their slots are written again
    this.ring.fill(undefined);
    return count;
  }

  async close(): Promise<void> {}
}
