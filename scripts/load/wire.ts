// The REST contract as a load client speaks it, with every answer sorted into what it means for the
// books: ok, refused (the platform said no, with an errorCode), unknown (no answer: the request may or
// may not have been applied) or error (an answer that breaks the contract: 5xx, no envelope).
import http from 'node:http';
import { encryptPayload } from '@sim/shared/wire-crypto';
import { exchange } from '../lib/http.ts';

export type Outcome<T> =
  | { kind: 'ok'; value: T; ms: number }
  | { kind: 'refused'; errorCode: string; message: string; ms: number }
  | { kind: 'unknown'; reason: string }
  | { kind: 'error'; reason: string; ms: number };

/** An answer that settles the request one way or the other. */
export type Known<T> = Exclude<Outcome<T>, { kind: 'unknown' }>;

/** past this a request counts as unanswered (the site itself sets no limit; 30 s is a usual one) */
export const REQUEST_TIMEOUT_MS = 30_000;

type Headers = Record<string, string>;

// kept-alive connections, as many as the load opens at once
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/** Why no answer came: the connection was refused or reset, or the request timed out. */
export function noAnswerReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (
    cause?.code ??
    cause?.message ??
    (error as { code?: string }).code ??
    (error as Error).name ??
    String(error)
  );
}

export class Wire {
  constructor(
    readonly baseUrl: string,
    private readonly merchant: string,
  ) {}

  get<T>(path: string, token?: string): Promise<Outcome<T>> {
    return this.send<T>('GET', path, undefined, this.platformHeaders(token));
  }

  post<T>(path: string, body: unknown, token?: string): Promise<Outcome<T>> {
    return this.send<T>('POST', path, body, this.platformHeaders(token));
  }

  /** The current front end's way: `{value: DES}` with Encryption, X-Digest and X-RSA headers. */
  postEncrypted<T>(path: string, payload: unknown, token: string, modulusHex: string): Promise<Outcome<T>> {
    const { rsa, des } = encryptPayload(payload, modulusHex);
    return this.send<T>(
      'POST',
      path,
      { value: des },
      {
        ...this.platformHeaders(token),
        encryption: rsa,
        'x-digest': des,
        'x-rsa': modulusHex,
      },
    );
  }

  /** The simulated game provider: its own launch token, no Merchant header. */
  provider<T>(path: string, body: unknown): Promise<Outcome<T>> {
    return this.send<T>('POST', `/provider/api/${path}`, body, {});
  }

  async text(path: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: this.platformHeaders(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
    return response.text();
  }

  private platformHeaders(token?: string): Headers {
    return { merchant: this.merchant, ...(token ? { authorization: token } : {}) };
  }

  private async send<T>(method: string, path: string, body: unknown, headers: Headers): Promise<Outcome<T>> {
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      ({ status, text } = await exchange(new URL(path, this.baseUrl), {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        agent,
        timeoutMs: REQUEST_TIMEOUT_MS,
      }));
    } catch (error) {
      return { kind: 'unknown', reason: noAnswerReason(error) };
    }
    const ms = performance.now() - started;
    let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(text);
    } catch {
      return {
        kind: 'error',
        reason: `${method} ${path}: HTTP ${status}, not JSON: ${text.slice(0, 120)}`,
        ms,
      };
    }
    if (status >= 500)
      return { kind: 'error', reason: `${method} ${path}: HTTP ${status} ${text.slice(0, 200)}`, ms };
    if (envelope.success === true) return { kind: 'ok', value: envelope.value as T, ms };
    if (envelope.success === false && typeof envelope.errorCode === 'string')
      return { kind: 'refused', errorCode: envelope.errorCode, message: String(envelope.message ?? ''), ms };
    return {
      kind: 'error',
      reason: `${method} ${path}: HTTP ${status}, no envelope: ${text.slice(0, 120)}`,
      ms,
    };
  }
}
