// The request journal: every REST call with its time on the simulated clock, member, path, status,
// latency and body with secrets redacted. A bounded ring in memory: QA reads it live, a restart
// starts it afresh.
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
}

export interface JournalFilter {
  path?: string;
  username?: string;
  since?: Date;
  afterId?: number;
  status?: number;
  limit: number;
}

const SECRET_FIELD = /password|captcha|verificationcode|token|secret/i;
const REDACTED = '[redacted]';

/** Longer strings (proof images as data URLs, up to 5 MB each) are summarised, not kept in memory. */
const MAX_KEPT_STRING = 1024;

/** Copies a body with every secret-looking field replaced and every huge string summarised, however deep. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string' && value.length > MAX_KEPT_STRING)
    return `${value.slice(0, 64)}… [${value.length} characters]`;
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_FIELD.test(k) ? REDACTED : redact(v, depth + 1),
    ]),
  );
}

export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 5000) {}

  record(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ ...entry, id: this.nextId++ });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** How many entries it holds now (at most its capacity). */
  get size(): number {
    return this.entries.length;
  }

  /** Newest first. */
  list(filter: JournalFilter): JournalEntry[] {
    const pathMatch = filter.path?.includes('*') ? globToRegExp(filter.path) : null;
    const out: JournalEntry[] = [];
    for (let i = this.entries.length - 1; i >= 0 && out.length < filter.limit; i--) {
      const e = this.entries[i]!;
      if (filter.afterId !== undefined && e.id <= filter.afterId) break;
      if (filter.path && !(pathMatch ? pathMatch.test(e.path) : e.path.includes(filter.path))) continue;
      if (filter.username && e.username !== filter.username.toLowerCase()) continue;
      if (filter.since && new Date(e.at) < filter.since) continue;
      if (filter.status !== undefined && e.status !== filter.status) continue;
      out.push(e);
    }
    return out;
  }

  clear(): number {
    const count = this.entries.length;
    this.entries = [];
    return count;
  }
}
