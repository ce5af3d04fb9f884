// The one REST client of the site (wire-contract.md sections 1-3): every /wps call goes through
// here so the headers, the token, the encryption and the envelope are handled in one place.
import { ERRORS } from '@sim/shared/error-codes';
import { chosenLanguage } from '../i18n';
import { claimEarly } from './early-answers';
import { paintPending } from './first-paint';
import { isLazy, type LazySchema, type ParsingSchema } from './lazy-schemas';
import { endSession, readToken } from './session-store';
import { type QueryValue, wireHeaders, withQuery } from './wire-headers';

export { currentMerchant, PAGE_MERCHANT, withQuery } from './wire-headers';

/** The session-ended code (HTTP 401 on a token call). */
export const SESSION_ENDED = ERRORS.notLoggedIn.errorCode;
/** Raised client side when the server cannot be reached at all. */
export const NETWORK_ERROR = 'network.error';
/** Raised client side when a success body does not match the contract. */
export const INVALID_RESPONSE = 'response.invalid';

export class WireError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'WireError';
  }
}

/** A zod schema, or a lazy one (lazy-schemas.ts): the client checks every `value` against the shared contract. */
export type ValueSchema<T> = ParsingSchema<T> | LazySchema<T>;

export interface WireOptions {
  query?: Record<string, QueryValue>;
  /** A token call: sends `Authorization` and treats HTTP 401 as the end of the session. */
  auth?: boolean;
  /** Extra headers a single endpoint wants (free play's `X-Gateway-Version`, `os`, `platform`). */
  headers?: Record<string, string>;
  /**
   * The first screen's calls (boot and landing data): before the first paint their value is used as
   * it came, its schema loading and checking it once the page has painted, and a value the contract
   * refuses is reported here then (the caller asks again, checked at once). After the paint, or
   * with the schema already loaded, the check is the usual one.
   */
  checkAfterPaint?: (refused: WireError) => void;
}

interface WireRequest<T> extends WireOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  schema: ValueSchema<T>;
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: Record<string, string>;
}

export function wireGet<T>(path: string, schema: ValueSchema<T>, options: WireOptions = {}): Promise<T> {
  return request({ ...options, method: 'GET', path, schema });
}

export function wireSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: ValueSchema<T>,
  body?: unknown,
  options: WireOptions = {},
): Promise<T> {
  return request({ ...options, method, path, schema, body });
}

/** The real front end's `formPost` (forgot password by email): form data, not JSON. */
export function wireFormPost<T>(
  path: string,
  fields: Record<string, string>,
  schema: ValueSchema<T>,
  options: WireOptions = {},
): Promise<T> {
  return request({ ...options, method: 'POST', path, schema, form: fields });
}

/**
 * The lottery gateway (/lgw, /lotto/lgw, wire-contract.md 4.13): the body itself is the answer, an
 * object keyed by group or game, not the `{success, value}` envelope. Errors keep the envelope.
 */
export function lgwGet<T>(path: string, schema: ValueSchema<T>, options: WireOptions = {}): Promise<T> {
  return lgwSend('GET', path, schema, undefined, options);
}

/** A lottery gateway call with a JSON body (POST /lgw/betting): the answer unwrapped, as lgwGet's. */
export async function lgwSend<T>(
  method: 'GET' | 'POST',
  path: string,
  schema: ValueSchema<T>,
  body?: unknown,
  options: WireOptions = {},
): Promise<T> {
  const headers = { ...buildHeaders(options.auth ?? false), ...options.headers };
  const json = body === undefined ? undefined : JSON.stringify(body);
  const response = await send(method, withQuery(path, options.query), headers, json);
  const answer = await readJson(response);
  if (!response.ok || answer?.success === false) {
    const error = toWireError(response.status, answer);
    if (options.auth && (response.status === 401 || error.errorCode === SESSION_ENDED)) endSession('expired');
    throw error;
  }
  return checked(schema, answer, path, response.status, options.checkAfterPaint);
}

/** reRsaV2: fetch the modulus, DES the payload, RSA the key; body `{value}` plus the three headers. */
export async function wireEncrypted<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  schema: ValueSchema<T>,
  options: WireOptions = {},
): Promise<T> {
  // the RSA+DES code (node-forge) is the biggest dependency: load it only when a call needs it
  const [modulusHex, { encryptPayload }] = await Promise.all([
    fetchRsaModulus(),
    import('@sim/shared/wire-crypto'),
  ]);
  const { rsa, des } = encryptPayload(payload, modulusHex);
  return request({
    ...options,
    method,
    path,
    schema,
    body: { value: des },
    headers: { ...options.headers, Encryption: rsa, 'X-Digest': des, 'X-RSA': modulusHex },
  });
}

/** GET /wps/session/key/rsa answers text/plain hex; some builds JSON-quote it. */
export async function fetchRsaModulus(): Promise<string> {
  const response = await send(
    'GET',
    withQuery('/wps/session/key/rsa', { t: Date.now() }),
    buildHeaders(false),
  );
  const text = (await response.text()).replace(/"/g, '').trim();
  if (!response.ok || !/^[0-9a-fA-F]+$/.test(text)) {
    throw new WireError(INVALID_RESPONSE, 'The encryption key could not be loaded', response.status);
  }
  return text;
}

async function request<T>(req: WireRequest<T>): Promise<T> {
  const schemaLoaded = loadingBeside(req.schema, req.checkAfterPaint);
  const headers = { ...buildHeaders(req.auth ?? false), ...req.headers };
  let body: string | undefined;
  if (req.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = new URLSearchParams(req.form).toString();
  } else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
  }
  const response = await send(req.method, withQuery(req.path, req.query), headers, body);
  const envelope = await readJson(response);

  if (!response.ok || envelope?.success === false) {
    const error = toWireError(response.status, envelope);
    if (req.auth && (response.status === 401 || error.errorCode === SESSION_ENDED)) endSession('expired');
    // a failure's value is read with the call's schema module (a login's `captcha`): it is there
    await schemaLoaded;
    throw error;
  }
  // an empty 200 (logout on some builds) carries no value; the schema decides whether that is fine
  const value = envelope?.success === true ? envelope.value : undefined;
  return checked(req.schema, value, req.path, response.status, req.checkAfterPaint);
}

/** A lazy schema starts loading with the call (unless its check waits for the first paint). */
function loadingBeside<T>(schema: ValueSchema<T>, checkAfterPaint: unknown): Promise<unknown> | undefined {
  if (!isLazy(schema) || schema.loaded || (checkAfterPaint && paintPending())) return undefined;
  return schema.load().catch(() => undefined);
}

/** The value as its schema reads it; a lazy schema is loaded first, or after the first paint (see
 *  `checkAfterPaint`). */
function checked<T>(
  schema: ValueSchema<T>,
  value: unknown,
  path: string,
  status: number,
  checkAfterPaint?: (refused: WireError) => void,
): T | Promise<T> {
  if (!isLazy(schema)) return parsedBy(schema, value, path, status);
  if (schema.loaded) return parsedBy(schema.loaded, value, path, status);
  const painted = checkAfterPaint && paintPending();
  if (!painted) return schema.load().then((loaded) => parsedBy(loaded, value, path, status));
  void painted
    .then(() => schema.load())
    .then((loaded) => parsedBy(loaded, value, path, status))
    .catch((error: unknown) =>
      checkAfterPaint(
        error instanceof WireError ? error : new WireError(INVALID_RESPONSE, String(error), status),
      ),
    );
  return value as T;
}

function parsedBy<T>(schema: ParsingSchema<T>, value: unknown, path: string, status: number): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new WireError(INVALID_RESPONSE, `Unexpected response from ${path}`, status);
  return parsed.data;
}

function buildHeaders(auth: boolean): Record<string, string> {
  // the chosen code as the platform receives it (a language the site does not translate too)
  return wireHeaders(chosenLanguage(), auth ? readToken() : null);
}

async function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  try {
    // same-origin credentials carry the captchaId and SHELL_deviceId cookies
    // a boot call sent while the scripts loaded (early-answers.ts) is answered already
    const early = await claimEarly(method, url, headers);
    return (
      early ?? (await fetch(url, { method, headers, body, credentials: 'same-origin', cache: 'no-store' }))
    );
  } catch {
    throw new WireError(NETWORK_ERROR, 'Network link abnormal', 0);
  }
}

interface LooseEnvelope {
  success?: unknown;
  value?: unknown;
  errorCode?: unknown;
  message?: unknown;
}

async function readJson(response: Response): Promise<LooseEnvelope | null> {
  const text = await response.text();
  try {
    const json: unknown = JSON.parse(text);
    return json !== null && typeof json === 'object' ? (json as LooseEnvelope) : null;
  } catch {
    return null;
  }
}

/** Clients read `data.message || data.errorCode` (wire-contract.md section 1). */
function toWireError(status: number, envelope: LooseEnvelope | null): WireError {
  const errorCode = typeof envelope?.errorCode === 'string' ? envelope.errorCode : `http.${status}`;
  const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : errorCode;
  return new WireError(errorCode, message, status, envelope?.value);
}
