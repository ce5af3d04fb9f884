// One captured request made ready for the twin: its path and query, the headers a client sends (no
// hop-by-hop or credential headers of the capture: those are the replay's own), its body with redacted
// passwords filled in, and encrypted again with the twin's key when the capture's call was encrypted.
// A call of the admin surface (`/admin/trpc/<procedure>`: a back-office step a journey needed, such as
// an approval) goes with the replay's admin token.

import type { HarEntry } from '@sim/shared/har';
import { harHeaderValue } from '@sim/shared/har';
import { HEADER } from '@sim/shared/headers';
import { isLottoAreaPath } from '@sim/shared/lgw/paths';
import { encryptPayload } from '@sim/shared/wire-crypto';

export interface TwinRequest {
  method: string;
  /** path and query */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

/** Headers of the capture the replay never copies: the transport's, and credentials it sets itself. */
const NOT_COPIED = new Set([
  'host',
  'content-length',
  'connection',
  'cookie',
  'accept-encoding',
  'origin',
  'referer',
  'transfer-encoding',
  HEADER.authorization,
  HEADER.encryption,
  HEADER.digest,
  HEADER.rsa,
]);

const REDACTED = '[redacted]';
/** the login forms' password field */
const LOGIN_PASSWORD = /^password$/i;

const pathOf = (entry: HarEntry) => new URL(entry.request.url, 'http://capture').pathname;

/** Whether the entry is a call of the platform's REST surface (not a page, script or image). */
export function isRestCall(entry: HarEntry): boolean {
  const path = pathOf(entry);
  return /^\/(wps|lgw|lotto)\//.test(path) || isLottoAreaPath(path);
}

/** Whether the entry is a call of the simulator's admin surface (tRPC): a back-office step. */
export const isAdminCall = (entry: HarEntry): boolean => pathOf(entry).startsWith('/admin/trpc/');

export const targetOf = (entry: HarEntry): string => {
  const url = new URL(entry.request.url, 'http://capture');
  return `${url.pathname}${url.search}`;
};

/** Whether the capture's call carried an RSA+DES body (the simulator's mark, or the header). */
export const wasEncrypted = (entry: HarEntry): boolean =>
  entry._encrypted === true || harHeaderValue(entry.request.headers, HEADER.encryption) !== undefined;

/** A captured body or answer as JSON (text that is not JSON stays text; none: undefined). */
export function parsed(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A body with its redacted secrets filled in (top level, where the forms keep them): `password` with the
 * member's password, any other field with the value the caller gave for its name (`paymentPassword`).
 */
export function withSecrets(
  body: unknown,
  password: string | undefined,
  fills: Readonly<Record<string, string>> = {},
): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fill = (key: string) => fills[key] ?? (LOGIN_PASSWORD.test(key) ? password : undefined);
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, value === REDACTED ? (fill(key) ?? value) : value]),
  );
}

/** Why an entry cannot be sent as it was captured, or undefined when it can. */
export function unsendable(entry: HarEntry): string | undefined {
  if (!wasEncrypted(entry) || entry._encrypted === true) return undefined;
  // a browser's capture holds only the ciphertext of the real platform's key: nothing to encrypt again
  return 'encrypted with the capture key: the plain body is not in the capture';
}

export interface RequestParts {
  entry: HarEntry;
  /** the member's token, or `Bearer <admin token>` for an admin call */
  token: string | undefined;
  password: string | undefined;
  /** values for other redacted fields, by name */
  fills?: Readonly<Record<string, string>>;
  /** the twin's RSA modulus (asked for only when an encrypted call needs it) */
  modulus: () => Promise<string>;
}

export async function twinRequest({
  entry,
  token,
  password,
  fills,
  modulus,
}: RequestParts): Promise<TwinRequest> {
  const headers: Record<string, string> = {};
  for (const { name, value } of entry.request.headers) {
    const lower = name.toLowerCase();
    if (!lower.startsWith(':') && !NOT_COPIED.has(lower)) headers[lower] = value;
  }
  if (entry._merchant && headers[HEADER.merchant] === undefined) headers[HEADER.merchant] = entry._merchant;
  if (token) headers[HEADER.authorization] = token;
  const body = withSecrets(parsed(entry.request.postData?.text), password, fills);
  const request: TwinRequest = { method: entry.request.method, target: targetOf(entry), headers };
  if (body === undefined) return request;
  if (!wasEncrypted(entry)) {
    request.body = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
    return request;
  }
  const key = await modulus();
  const { rsa, des } = encryptPayload(body, key);
  Object.assign(headers, {
    'content-type': 'application/json',
    [HEADER.encryption]: rsa,
    [HEADER.digest]: des,
    [HEADER.rsa]: key,
  });
  request.body = JSON.stringify({ value: des });
  return request;
}
