// A fuzz request as generated: concrete but for the credentials and the encryption, which are filled
// in when it is sent (a token that a fuzzed logout ended is replaced, a ciphertext uses the live key).
import { toJsonText } from './json-text.ts';

/** Who a token belongs to; resolved to a live session token when the request is sent. */
export type Credential = 'member' | 'agent' | 'otherMerchant' | 'admin';

export type HeaderValue = string | { token: Credential; prefix?: string };

export type FuzzBody =
  /** JSON text (RawJson inside lands verbatim) */
  | { json: unknown; contentType?: string }
  /** bytes as they are */
  | { text: string; contentType?: string }
  /** the value as JSON, RSA+DES encrypted with the server's key (wire-contract.md 3), `{value}` form */
  | { encrypted: unknown };

export interface FuzzRequest {
  /** what this request attacks, for the report */
  attack: string;
  method: string;
  /** path and query string */
  url: string;
  headers: [string, HeaderValue][];
  body?: FuzzBody;
  /**
   * The request breaks HTTP itself (oversize or malformed headers): Node's parser may answer and close
   * before the rest is read, which resets the connection. An answer must still be the envelope; a reset
   * is accepted when the server still answers the next request.
   */
  framing?: boolean;
}

const shorten = (text: string, max = 120): string => {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return `${head}… (${text.length} chars)`;
};

const isOdd = (code: number) => code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);

/** Lone surrogates and control characters shown as escapes, so a reported request can be pasted back. */
const escapeOdd = (text: string): string =>
  Array.from(text, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return isOdd(code) ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
  }).join('');

function describeHeader([name, value]: [string, HeaderValue]): string {
  const shown = typeof value === 'string' ? value : `${value.prefix ?? ''}<${value.token} token>`;
  return `${name}: ${shorten(escapeOdd(shown), 80)}`;
}

function describeBody(body: FuzzBody): string {
  if ('encrypted' in body) return `encrypted ${shorten(escapeOdd(toJsonText(body.encrypted)))}`;
  const type = body.contentType ? `[${body.contentType}] ` : '';
  const text = 'json' in body ? toJsonText(body.json) : body.text;
  return `${type}${shorten(escapeOdd(text))}`;
}

/** The request as a few readable lines (long values cut, their length kept). */
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${shorten(escapeOdd(request.url), 200)}   (${request.attack})`];
  for (const header of request.headers) lines.push(`  ${describeHeader(header)}`);
  if (request.body) lines.push(`  body: ${describeBody(request.body)}`);
  return lines.join('\n');
}
