// One exchange that went through `pnpm sim record`, as a HAR 1.2 entry: the journal's HAR entry
// (server/src/control/har.ts) with the real headers of both sides, whole bodies, and credentials redacted
// as the journal redacts them (secret-looking fields, query parameters and headers), but unbounded. The
// same entry unredacted is what the drift check sends to the twin (its tokens and passwords are needed).
import type { IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';
import type { HarEntry, HarHeader } from '@sim/shared/har';
import { harEntryOf } from '../../server/src/control/har.ts';
import { redact, UNBOUNDED } from '../../server/src/control/journal.ts';
import { REDACTED, redactQuery, SECRET_NAME } from '../../server/src/foundation/secrets.ts';
import { parsed } from './replay-request.ts';

export interface Exchange {
  /** its place in the recording, from 0 */
  index: number;
  startedAt: Date;
  ms: number;
  method: string;
  /** path and query, as the client asked */
  target: string;
  requestHeaders: IncomingHttpHeaders;
  requestBody: Buffer | undefined;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  /** the answer's bytes as the upstream sent them (compressed if it compressed them) */
  responseBody: Buffer;
  /** the member whose token the call carried, when a recorded login told */
  username: string | null;
}

/** Headers that carry credentials besides the secret-looking names. */
const CREDENTIAL_HEADER = /^(set-)?cookie$|^proxy-authorization$/i;

type Redactor = {
  value: (v: unknown) => unknown;
  query: (q: string) => string;
  header: (n: string, v: string) => string;
};

const REDACTING: Redactor = {
  value: (v) => redact(v, UNBOUNDED),
  query: redactQuery,
  header: (name, value) => (SECRET_NAME.test(name) || CREDENTIAL_HEADER.test(name) ? REDACTED : value),
};
const AS_SENT: Redactor = { value: (v) => v, query: (q) => q, header: (_n, v) => v };

function harHeaders(headers: IncomingHttpHeaders, redactor: Redactor): HarHeader[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => ({
      name,
      value: redactor.header(name, v),
    })),
  );
}

/** The answer's bytes as text, uncompressed (a HAR keeps the decoded content). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

const isText = (mimeType: string | undefined) =>
  !mimeType || /^text\/|json|javascript|xml|x-www-form-urlencoded/i.test(mimeType);

const headerText = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The platform envelope's errorCode of an answer, if it is one that failed. */
function errorCodeOf(answer: unknown): string | null {
  const { success, errorCode } = (answer ?? {}) as { success?: unknown; errorCode?: unknown };
  return success === false && typeof errorCode === 'string' ? errorCode : null;
}

/** A body or answer as HAR text: JSON with its secrets redacted (when redacting), other text as it was. */
function bodyText(text: string, redactor: Redactor): string {
  const value = parsed(text);
  return typeof value === 'string' || redactor === AS_SENT ? text : JSON.stringify(redactor.value(value));
}

/** The exchange as a HAR entry: `redacted` for the file, as sent for the drift check. */
export function recordedEntry(exchange: Exchange, upstream: string, redacted: boolean): HarEntry {
  const redactor = redacted ? REDACTING : AS_SENT;
  const at = exchange.target.indexOf('?');
  const requestText = exchange.requestBody?.length ? exchange.requestBody.toString('utf8') : undefined;
  const mimeType = headerText(exchange.responseHeaders, 'content-type');
  const answerBytes = decoded(
    exchange.responseBody,
    headerText(exchange.responseHeaders, 'content-encoding'),
  );
  const answerText = isText(mimeType) ? answerBytes.toString('utf8') : undefined;
  const { _journalId, _stubId, ...entry } = harEntryOf(
    {
      id: exchange.index + 1,
      at: exchange.startedAt.toISOString(),
      method: exchange.method,
      path: at < 0 ? exchange.target : exchange.target.slice(0, at),
      query: at < 0 ? '' : redactor.query(exchange.target.slice(at + 1)),
      status: exchange.status,
      latencyMs: exchange.ms,
      merchant: headerText(exchange.requestHeaders, 'merchant') ?? null,
      username: exchange.username,
      errorCode: errorCodeOf(parsed(answerText)),
      body: null,
      response: null,
      encrypted: false,
      stubId: null,
    },
    upstream.replace(/\/$/, ''),
  );
  entry.request.headers = harHeaders(exchange.requestHeaders, redactor);
  if (requestText !== undefined) {
    const text = bodyText(requestText, redactor);
    const contentType = headerText(exchange.requestHeaders, 'content-type') ?? '';
    entry.request.postData = { mimeType: contentType, text };
    entry.request.bodySize = exchange.requestBody?.length ?? 0;
  }
  entry.response.headers = harHeaders(exchange.responseHeaders, redactor);
  entry.response.bodySize = exchange.responseBody.length;
  entry.response.content = {
    size: answerBytes.length,
    mimeType: mimeType ?? 'x-unknown',
    ...(answerText === undefined
      ? { text: answerBytes.toString('base64'), encoding: 'base64' }
      : answerText !== '' && { text: bodyText(answerText, redactor) }),
  };
  return entry;
}
