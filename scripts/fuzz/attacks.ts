// The attacks on one operation, as fast-check arbitraries of FuzzRequest: each starts from a valid-looking
// request (values.ts) and breaks one thing — a field, the body, the query, a header, the ciphertext or
// the verb — so the answer says which guard held or failed. Shrinking then cuts the rest away.
import fc from 'fast-check';
import { hostileKey, hostileValue } from './hostile.ts';
import { toJsonText } from './json-text.ts';
import { type AdminOperation, type JsonSchema, pathOf, type RestOperation } from './operations.ts';
import type { FuzzBody, FuzzRequest, HeaderValue } from './request.ts';
import { valueFor } from './values.ts';

type Headers = [string, HeaderValue][];
/**
 * One family of attacks on an operation (a body field, the headers, the ciphertext...): each is its own
 * property, so one family's failure does not hide another's, and gets requests by its weight.
 */
export interface AttackFamily {
  family: string;
  weight: number;
  arbitrary: fc.Arbitrary<FuzzRequest>;
}

export const VERBS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const OVERSIZE_BODY = 300 * 1024;
const OVERSIZE_HEADER = 20 * 1024;

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1}}',
  '{a:1}',
  "{'a':1}",
  '[1,]',
  '{"a":1,}',
  '\ufeff{}',
  'null',
  '"',
  '\u0000',
  'NaN',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"a":1,"a":2}',
);

/** Bodies that are wrong as a whole: malformed, nested past reason, oversize, or with thousands of keys. */
const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  malformedJson.map((text) => ({ text, contentType: 'application/json' })),
  fc
    .constantFrom(5_000, 100_000)
    .map((depth) => ({ text: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' })),
  fc.constant({ text: `{"a":"${'x'.repeat(OVERSIZE_BODY)}"}`, contentType: 'application/json' }),
  fc.constant({
    text: `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    contentType: 'application/json',
  }),
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
      '',
    )
    .map((contentType) => ({ text: 'a=1&b[c]=2&%ff=%ED%A0%80', contentType })),
);

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};

/** An object value with one key set to `value` (an own property, even for "__proto__"). */
function withKey(base: unknown, key: string, value: unknown): Record<string, unknown> {
  const out = asObject(base);
  Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
  return out;
}

const keysOf = (schema: JsonSchema | undefined): string[] => {
  const branches = schema?.anyOf ?? schema?.oneOf ?? [];
  const keys = new Set(Object.keys(schema?.properties ?? {}));
  for (const branch of branches) for (const key of Object.keys(branch.properties ?? {})) keys.add(key);
  return [...keys].sort();
};

/** Attacks on a JSON object value shaped by `schema` (a body, or an admin procedure's input). */
function valueAttacks(
  schema: JsonSchema | undefined,
): { name: string; value: fc.Arbitrary<unknown>; weight: number }[] {
  const valid = schema ? valueFor(schema) : fc.constant({});
  const keys = keysOf(schema);
  const attacks = [
    { name: 'valid', value: valid, weight: 1 },
    {
      name: 'extra field',
      value: fc.tuple(valid, hostileKey, hostileValue).map(([v, k, x]) => withKey(v, k, x)),
      weight: 1,
    },
    { name: 'wrong root', value: hostileValue, weight: 1 },
  ];
  if (keys.length === 0) return attacks;
  return [
    ...attacks,
    {
      name: 'hostile field',
      value: fc.tuple(valid, fc.constantFrom(...keys), hostileValue).map(([v, k, x]) => withKey(v, k, x)),
      weight: 5,
    },
    {
      name: 'missing fields',
      value: fc
        .tuple(valid, fc.subarray(keys, { minLength: 1 }))
        .map(([v, drop]) =>
          Object.fromEntries(Object.entries(asObject(v)).filter(([key]) => !drop.includes(key))),
        ),
      weight: 1,
    },
  ];
}

/** A query value spelled as a query string: hostile values as text, repeated and bracketed keys. */
const queryText = (value: unknown): string => (typeof value === 'string' ? value : toJsonText(value));

/** A query value, URL-encoded; a lone surrogate goes out as the invalid UTF-8 a broken client sends. */
function encodeQueryValue(value: unknown): string {
  return Array.from(queryText(value), (ch) =>
    /^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch),
  ).join('');
}

function encodeQuery(entries: [string, unknown][]): string {
  const parts = entries.map(([key, value]) => `${encodeQueryValue(key)}=${encodeQueryValue(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const rawQueries = fc.constantFrom(
  '?a=%',
  '?a=%E0%A4%A',
  '?%ED%A0%80=1',
  '?a[b][c]=1',
  `?a=${'x'.repeat(10_000)}`,
  '?pageNo=1&pageNo=2&pageSize=-1',
  '?__proto__[x]=1',
  '?=&&=',
);

function queryArbitrary(schema: JsonSchema | undefined, hostile: boolean): fc.Arbitrary<string> {
  const valid = (schema ? valueFor(schema) : fc.constant({})) as fc.Arbitrary<Record<string, unknown>>;
  const entries = valid.map((v) => Object.entries(v ?? {}));
  if (!hostile) return entries.map(encodeQuery);
  const keys = keysOf(schema);
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  return fc.oneof(
    fc
      .tuple(entries, key, hostileValue)
      .map(([e, k, x]) => encodeQuery([...e.filter(([name]) => name !== k), [k, x]])),
    fc.tuple(entries, key, hostileValue).map(([e, k, x]) => encodeQuery([...e, [k, x], [k, x]])),
    rawQueries,
  );
}

interface HeaderAttack {
  name: string;
  headers: Headers;
  framing?: boolean;
}

/** Header attacks: each replaces, removes or adds one header of an otherwise good set. */
function headerAttacks(base: Headers): fc.Arbitrary<HeaderAttack> {
  const without = (name: string) => base.filter(([key]) => key !== name);
  const replace = (name: string, value: HeaderValue): Headers => [...without(name), [name, value]];
  const hasToken = base.some(([key]) => key === 'authorization');
  const token = base.find(([key]) => key === 'authorization')?.[1] ?? 'x';
  return fc.oneof<fc.Arbitrary<HeaderAttack>[]>(
    fc.constant({ name: 'no Merchant', headers: without('merchant') }),
    fc.constant({ name: 'Merchant twice', headers: [...base, ['merchant', 'sim001']] as Headers }),
    fc
      .constantFrom('nosuch', '', ' ', 'SIM001', 'sim001,sim002', '\u00ff\u00fe')
      .map((m) => ({ name: 'bad Merchant', headers: replace('merchant', m) })),
    fc.constant({ name: 'no Authorization', headers: without('authorization') }),
    fc
      .constantFrom(
        'x',
        'Bearer x',
        'null',
        'undefined',
        'a'.repeat(8000),
        '\u00ff'.repeat(40),
        "' OR 1=1 --",
      )
      .map((value) => ({ name: 'bad Authorization', headers: replace('authorization', value) })),
    fc.constant({
      name: 'Authorization twice',
      headers: [
        ...without('authorization'),
        ['authorization', token],
        ['authorization', hasToken ? 'x' : token],
      ] as Headers,
    }),
    fc.constant({
      name: 'other merchant token',
      headers: replace('authorization', { token: 'otherMerchant' }),
    }),
    fc.constantFrom('authorization', 'merchant', 'x-padding', 'language', 'encryption').map((name) => ({
      name: `oversize ${name} header`,
      headers: replace(name, 'a'.repeat(OVERSIZE_HEADER)),
    })),
    fc
      .constantFrom('xx', 'zh-CN;q=0.9', '../../etc', 'e'.repeat(3000))
      .map((value) => ({ name: 'bad Language', headers: replace('language', value) })),
    fc.constant({
      name: 'Language twice',
      headers: [...base, ['language', 'en'], ['language', 'bn']] as Headers,
    }),
    fc.constant({
      name: '200 headers',
      headers: [...base, ...Array.from({ length: 200 }, (_, i): [string, string] => [`x-h${i}`, 'v'])],
    }),
    fc.constantFrom('-1', 'abc', '1, 2').map((value) => ({
      name: 'bad Content-Length',
      headers: [...base, ['content-length', value]] as Headers,
      framing: true,
    })),
  );
}

/** Broken ciphertext and Encryption headers for an encrypted call (the body left valid-looking). */
const cipherAttacks: fc.Arbitrary<{ name: string; headers: Headers; body: FuzzBody }> = fc.oneof(
  fc
    .constantFrom('!!!', 'AAAA', 'QUJD', 'x'.repeat(OVERSIZE_BODY), '{"value":5}', '""', '{"value":"%%%"}')
    .map((text) => ({
      name: 'bad ciphertext',
      headers: [['encryption', 'abcd']] as Headers,
      body: { text, contentType: 'application/json' },
    })),
  fc
    .constantFrom(
      'zz',
      '',
      'ab cd',
      'f'.repeat(600),
      '0'.repeat(OVERSIZE_HEADER / 2),
      'ab '.repeat(20),
      '1234 '.repeat(20),
    )
    .map((encryption) => ({
      name: 'bad Encryption header',
      headers: [['encryption', encryption]] as Headers,
      body: { text: '{"value":"QUJDREVGR0g="}', contentType: 'application/json' },
    })),
);

export interface AttackContext {
  /** verbs the path does not serve */
  otherVerbs: string[];
}

const bodyFor = (op: RestOperation, value: unknown): FuzzBody =>
  op.encrypted ? { encrypted: value } : { json: value };

/** Every attack on a REST operation, with a valid token when the call needs one. */
export function restAttacks(op: RestOperation, context: AttackContext): AttackFamily[] {
  const path = pathOf(op);
  const base: Headers = [['merchant', 'sim001']];
  if (op.auth) base.push(['authorization', { token: op.auth === 'agent' ? 'agent' : 'member' }]);
  const validQuery = queryArbitrary(op.query, false);
  const validBody = (op.body ? valueFor(op.body) : fc.constant({})).map((value) => bodyFor(op, value));
  const request = (
    attack: string,
    method: string,
    query: string,
    headers: Headers,
    body?: FuzzBody,
  ): FuzzRequest => ({
    attack,
    method,
    url: `${path}${query}`,
    headers,
    // GET calls get bodies too: the gateway reads a GET's JSON body like its query (get-body.ts)
    ...(body ? { body } : {}),
  });

  const families: AttackFamily[] = valueAttacks(op.body).map(({ name, value, weight }) => ({
    family: `body: ${name}`,
    weight: op.body ? weight : 1,
    arbitrary: fc
      .tuple(validQuery, value)
      .map(([query, v]) => request(`body: ${name}`, op.method, query, base, bodyFor(op, v))),
  }));
  families.push(
    {
      family: 'query',
      weight: op.query ? 4 : 1,
      arbitrary: fc
        .tuple(queryArbitrary(op.query, true), validBody)
        .map(([query, body]) => request('query', op.method, query, base, body)),
    },
    {
      family: 'raw body',
      weight: 2,
      arbitrary: fc
        .tuple(validQuery, rawBody)
        .map(([query, body]) => request('raw body', op.method, query, base, body)),
    },
    {
      family: 'headers',
      weight: 3,
      arbitrary: fc.tuple(validQuery, validBody, headerAttacks(base)).map(([query, body, h]) => ({
        ...request(`headers: ${h.name}`, op.method, query, h.headers, body),
        ...(h.framing ? { framing: true } : {}),
      })),
    },
  );
  if (op.encrypted)
    families.push({
      family: 'ciphertext',
      weight: 3,
      arbitrary: fc
        .tuple(validQuery, cipherAttacks)
        .map(([query, c]) => request(c.name, op.method, query, [...base, ...c.headers], c.body)),
    });
  if (op.path.includes('{'))
    families.push({
      family: 'path parameter',
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('%ED%A0%80', '..', '%2e%2e%2f', '%00', 'A'.repeat(3000), 'VN', '1', '%'),
          validBody,
        )
        .map(([segment, body]) => ({
          ...request('path parameter', op.method, '', base, body),
          url: pathOf(op, segment),
        })),
    });
  if (context.otherVerbs.length)
    families.push({
      family: 'wrong verb',
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...context.otherVerbs), validQuery, validBody)
        .map(([verb, query, body]) => request('wrong verb', verb, query, base, body)),
    });
  return families;
}

/** Every attack on an admin procedure: inputs, raw bodies, the token, the verb. */
export function adminAttacks(op: AdminOperation): AttackFamily[] {
  const url = `/admin/trpc/${op.procedure}`;
  const admin: Headers = [['authorization', { token: 'admin', prefix: 'Bearer ' }]];
  const send = (
    attack: string,
    method: string,
    headers: Headers,
    input: FuzzBody | undefined,
  ): FuzzRequest => {
    if (method !== 'GET')
      return {
        attack,
        method,
        url,
        headers: [...headers, ['content-type', 'application/json']],
        body: input,
      };
    // a query's input travels as ?input=<JSON>; a raw body's text goes there as it is
    const text = !input
      ? undefined
      : 'json' in input
        ? input.json === undefined
          ? undefined
          : toJsonText(input.json)
        : 'text' in input
          ? input.text
          : undefined;
    return {
      attack,
      method,
      url: text === undefined ? url : `${url}?input=${encodeQueryValue(text)}`,
      headers,
    };
  };
  const verb = op.kind === 'query' ? 'GET' : 'POST';
  const families: AttackFamily[] = valueAttacks(op.input).map(({ name, value, weight }) => ({
    family: `input: ${name}`,
    weight: op.input ? weight : 1,
    arbitrary: value.map((v) => send(`input: ${name}`, verb, admin, { json: v })),
  }));
  const validInput = (op.input ? valueFor(op.input) : fc.constant(undefined)).map(
    (v) => ({ json: v }) as FuzzBody,
  );
  families.push(
    {
      family: 'raw input',
      weight: 2,
      arbitrary: rawBody.map((body) => send('raw input', verb, admin, body)),
    },
    {
      family: 'credentials',
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom<[string, Headers]>(
            ['no token', []],
            ['member token', [['authorization', { token: 'member' }]]],
            ['member token as Bearer', [['authorization', { token: 'member', prefix: 'Bearer ' }]]],
            ['wrong token', [['authorization', 'Bearer wrong-token-0123456789']]],
            ['token twice', [...admin, ['authorization', 'Bearer x']]],
            ['oversize header', [...admin, ['x-padding', 'a'.repeat(OVERSIZE_HEADER)]]],
          ),
          validInput,
        )
        .map(([[name, headers], input]) => ({
          ...send(name, verb, headers, input),
          ...(name === 'oversize header' ? { framing: true } : {}),
        })),
    },
    {
      family: 'wrong verb',
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...VERBS.filter((v) => v !== verb)), validInput)
        .map(([method, input]) => send('wrong verb', method, admin, input)),
    },
  );
  return families;
}
