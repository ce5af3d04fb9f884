// Sending fuzz requests over a real socket (node:http, so duplicated and oversize headers really go out),
// with live credentials and the server's RSA key filled in at the last moment.
import http from 'node:http';
import { desEncrypt, rsaEncryptLegacy } from '@sim/shared/wire-crypto';
import { exchange, type HttpAnswer, NoAnswer } from '../lib/http.ts';
import { toJsonText } from './json-text.ts';
import type { Credential, FuzzBody, FuzzRequest, HeaderValue } from './request.ts';

export type Answer = HttpAnswer;

/**
 * An answer; or why none came (the socket closed, nothing within the time limit); or `skipped` when
 * Node's own client would not send the request (no server could have seen it).
 */
export type Outcome = { answer: Answer } | { failure: string } | { skipped: string };

export interface Target {
  base: string;
  adminToken: string;
}

const ANSWER_TIMEOUT_MS = 15_000;
// a connection per request: a kept-alive socket the server closed after a hostile request would
// fail the next, innocent one
const agent = new http.Agent({ keepAlive: false });
// a fixed DES key: the same seed sends the same bytes
const FUZZ_DES_KEY = 'FuzzKey0Fuzz1234';

export async function send(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string | string[]>,
  body?: string,
): Promise<Outcome> {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch (error) {
    return { skipped: (error as Error).message };
  }
  try {
    return {
      answer: await exchange(target, {
        method,
        headers,
        body,
        agent,
        timeoutMs: ANSWER_TIMEOUT_MS,
      }),
    };
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    // the client itself refuses (a header character Node will not send): nothing reached the server
    if (error.kind === 'not-sent') return { skipped: error.message };
    if (error.kind === 'timeout') return { failure: error.message };
    return {
      failure: `${error.kind === 'broken-off' ? 'answer broken off' : 'connection failed'}: ${error.message}`,
    };
  }
}

const ACCOUNTS: Record<
  Exclude<Credential, 'admin'>,
  { merchant: string; username: string; password: string }
> = {
  member: { merchant: 'sim001', username: 'demo01', password: 'Demo1234' },
  agent: { merchant: 'sim001', username: 'agent01', password: 'Agent1234' },
  otherMerchant: { merchant: 'sim002', username: 'demo01', password: 'Demo1234' },
};

/** Live session tokens of the seeded personas; a token the fuzzing ended is replaced on next use. */
export class Credentials {
  private readonly tokens = new Map<Credential, string>();
  private modulus: string | undefined;

  constructor(private readonly target: Target) {}

  async token(credential: Credential): Promise<string> {
    if (credential === 'admin') return this.target.adminToken;
    const known = this.tokens.get(credential);
    if (known) return known;
    const account = ACCOUNTS[credential];
    const outcome = await send(
      this.target.base,
      'POST',
      '/wps/session/login/unsecure',
      { merchant: account.merchant, 'content-type': 'application/json' },
      JSON.stringify({ username: account.username, password: account.password }),
    );
    const token =
      'answer' in outcome
        ? (JSON.parse(outcome.answer.text) as { value?: { token?: string } }).value?.token
        : undefined;
    if (!token)
      throw new Error(`cannot log in ${account.username}@${account.merchant}: ${JSON.stringify(outcome)}`);
    this.tokens.set(credential, token);
    return token;
  }

  /** After a 401: forget the tokens whose session a fuzzed call ended (a logout), keep the live ones. */
  async dropEndedSessions(): Promise<void> {
    for (const [credential, token] of this.tokens) {
      if (credential === 'admin') continue;
      const touched = await send(this.target.base, 'GET', '/wps/session/touch', {
        merchant: ACCOUNTS[credential].merchant,
        authorization: token,
      });
      if (!('answer' in touched) || touched.answer.status === 401) this.tokens.delete(credential);
    }
  }

  async rsaModulus(): Promise<string> {
    if (this.modulus) return this.modulus;
    const outcome = await send(this.target.base, 'GET', '/wps/session/key/rsa', { merchant: 'sim001' });
    if (!('answer' in outcome) || outcome.answer.status !== 200) throw new Error('cannot read the RSA key');
    this.modulus = outcome.answer.text.trim();
    return this.modulus;
  }
}

async function headerValue(value: HeaderValue, credentials: Credentials): Promise<string> {
  if (typeof value === 'string') return value;
  return `${value.prefix ?? ''}${await credentials.token(value.token)}`;
}

/** The body's bytes and the headers it brings (content type; for ciphertext, Encryption and X-Digest). */
async function bodyBytes(body: FuzzBody, credentials: Credentials) {
  if ('encrypted' in body) {
    const modulus = await credentials.rsaModulus();
    const des = desEncrypt(toJsonText(body.encrypted), FUZZ_DES_KEY);
    const rsa = rsaEncryptLegacy(Array.from(FUZZ_DES_KEY).reverse().join(''), modulus);
    return {
      text: JSON.stringify({ value: des }),
      headers: { 'content-type': 'application/json', encryption: rsa, 'x-digest': des },
    };
  }
  const text = 'json' in body ? toJsonText(body.json) : body.text;
  return {
    text,
    headers:
      body.contentType === undefined
        ? { 'content-type': 'application/json' }
        : body.contentType
          ? { 'content-type': body.contentType }
          : {},
  };
}

/** Sends one fuzz request as generated (a header the attack set wins over the body's own). */
export async function sendFuzzRequest(
  target: Target,
  credentials: Credentials,
  request: FuzzRequest,
): Promise<Outcome> {
  const headers: Record<string, string | string[]> = {};
  const body = request.body ? await bodyBytes(request.body, credentials) : undefined;
  for (const [name, value] of Object.entries(body?.headers ?? {})) headers[name] = value;
  const named = new Set(request.headers.map(([name]) => name));
  for (const name of named) delete headers[name];
  for (const [name, value] of request.headers) {
    const text = await headerValue(value, credentials);
    const existing = headers[name];
    headers[name] =
      existing === undefined ? text : [...(Array.isArray(existing) ? existing : [existing]), text];
  }
  return send(target.base, request.method, request.url, headers, body?.text);
}
