// journal.exportHar: the request journal as HAR 1.2 (oldest first) that Chrome DevTools and other HAR
// viewers open, and `pnpm sim replay` sends again. Only what the journal keeps goes out, so credentials
// stay redacted as the journal redacts them (passwords, tokens, codes). The journal keeps no request
// headers: the HAR's are rebuilt from what it does keep (the Merchant, `Authorization: [redacted]` when a
// member was signed in, the JSON content type). The simulator's own fields start with `_`.
// LIMITATIONS: bodies are the journal's (bounded: deep or long parts are summarised as `[…]`).
import { STATUS_CODES } from 'node:http';
import type { Har, HarEntry, HarHeader } from '@sim/shared/har';
import { REDACTED } from '../foundation/secrets.ts';
import type { JournalEntry, RequestJournal } from './journal.ts';

export interface HarFilter {
  from?: Date;
  to?: Date;
  member?: string;
  pathPrefix?: string;
  baseUrl?: string;
}

/** The most the journal holds (its ring and its table keep 5,000). */
const JOURNAL_CAPACITY = 5000;
const CREATOR = { name: 'platform-sim', version: '0.1.0' };

const header = (name: string, value: string): HarHeader => ({ name, value });

function queryPairs(query: string): HarHeader[] {
  if (!query) return [];
  return query.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
    return header(safeDecode(name), safeDecode(value));
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** A body or answer as HAR text and its media type (JSON, or text the journal kept as it was). */
function content(value: unknown): { text: string; mimeType: string } | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return { text: value, mimeType: 'text/plain; charset=utf-8' };
  return { text: JSON.stringify(value), mimeType: 'application/json; charset=utf-8' };
}

export function harEntryOf(entry: JournalEntry, baseUrl: string): HarEntry {
  const requestBody = content(entry.body);
  const answer = content(entry.response);
  const headers = [
    ...(entry.merchant ? [header('Merchant', entry.merchant)] : []),
    ...(entry.username ? [header('Authorization', REDACTED)] : []),
    ...(requestBody ? [header('Content-Type', 'application/json')] : []),
    ...(entry.encrypted ? [header('Encryption', REDACTED)] : []),
  ];
  return {
    startedDateTime: entry.at,
    time: entry.latencyMs,
    request: {
      method: entry.method,
      url: `${baseUrl}${entry.path}${entry.query ? `?${entry.query}` : ''}`,
      httpVersion: 'HTTP/1.1',
      headers,
      queryString: queryPairs(entry.query),
      cookies: [],
      ...(requestBody && { postData: { mimeType: 'application/json', text: requestBody.text } }),
      headersSize: -1,
      bodySize: requestBody ? Buffer.byteLength(requestBody.text) : 0,
    },
    response: {
      status: entry.status,
      statusText: STATUS_CODES[entry.status] ?? '',
      httpVersion: 'HTTP/1.1',
      headers: answer ? [header('Content-Type', answer.mimeType)] : [],
      cookies: [],
      content: {
        size: answer ? Buffer.byteLength(answer.text) : 0,
        mimeType: answer?.mimeType ?? 'x-unknown',
        ...(answer && { text: answer.text }),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: answer ? Buffer.byteLength(answer.text) : 0,
    },
    cache: {},
    timings: { send: 0, wait: entry.latencyMs, receive: 0 },
    _username: entry.username,
    _merchant: entry.merchant,
    _errorCode: entry.errorCode,
    _encrypted: entry.encrypted,
    _stubId: entry.stubId,
    _journalId: entry.id,
  };
}

/** Wraps entries (oldest first) as a HAR 1.2 document. */
export const harOf = (entries: HarEntry[]): Har => ({
  log: { version: '1.2', creator: CREATOR, pages: [], entries },
});

export async function exportHar(journal: RequestJournal, filter: HarFilter = {}): Promise<Har> {
  const listed = await journal.list({
    since: filter.from,
    username: filter.member,
    limit: JOURNAL_CAPACITY,
  });
  const to = filter.to?.getTime();
  const baseUrl = (filter.baseUrl ?? 'http://localhost').replace(/\/$/, '');
  const entries = listed
    .filter((e) => to === undefined || Date.parse(e.at) <= to)
    .filter((e) => !filter.pathPrefix || e.path.startsWith(filter.pathPrefix))
    .reverse()
    .map((e) => harEntryOf(e, baseUrl));
  return harOf(entries);
}
