// Requests from the document: a documented one (every value drawn from its schema, scripts/fuzz/values.ts)
// and an undocumented one (a documented request with one thing broken: a required parameter, header or
// body field left out, or a value of a type its schema refuses). Credentials (the Merchant code, the
// token) are filled in as a tester configures them; an encrypted body goes out as its ciphertext.
import fc from 'fast-check';
import type { JsonSchema } from '../fuzz/operations.ts';
import type { Credential, FuzzRequest, HeaderValue } from '../fuzz/request.ts';
import { valueFor } from '../fuzz/values.ts';
import { RANGE_MARK } from './conformance.ts';
import type { CheckedOperation, Parameter } from './operations.ts';

export const MERCHANT = 'sim001';

/** Whose token goes in `Authorization`, or none. */
export type TokenPolicy = 'token' | 'none';

/** A documented request's parts, before they are put on the wire. */
export interface Draft {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: unknown;
}

const asText = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The parameters as one object schema, with the rules they must satisfy together. */
const objectOf = (parameters: Parameter[], rules: JsonSchema = {}): JsonSchema => ({
  ...rules,
  type: 'object',
  properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  required: parameters.filter((p) => p.required).map((p) => p.name),
});

const valuesOf = (parameters: Parameter[], rules?: JsonSchema) =>
  valueFor(objectOf(parameters, rules)) as fc.Arbitrary<Record<string, unknown>>;

/** The credential-like headers a tester supplies, not drawn: Merchant; the rest of the headers is drawn. */
function headerValues(operation: CheckedOperation): fc.Arbitrary<Record<string, string>> {
  const drawn = operation.parameters.filter(
    (p) => p.in === 'header' && p.required && !['merchant', 'encryption'].includes(p.name.toLowerCase()),
  );
  const merchant = operation.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'merchant');
  return valuesOf(drawn).map((values) => ({
    ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)])),
    ...(merchant ? { Merchant: MERCHANT } : {}),
  }));
}

interface RangeMark {
  end: 'start' | 'end';
  maxDays: number;
}

/** The two ends of a date range among these fields, by the document's `x-sim-range` marks. */
function rangeFields(fields: [string, JsonSchema][]) {
  const marked = fields.map(
    ([name, schema]) =>
      [name, (schema as Record<string, unknown>)[RANGE_MARK] as RangeMark | undefined] as const,
  );
  const start = marked.find(([, mark]) => mark?.end === 'start');
  const end = marked.find(([, mark]) => mark?.end === 'end');
  return start && end ? { start: start[0], end: end[0], maxDays: start[1]!.maxDays } : undefined;
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2020, 0, 1);

/** A range the document allows: both ends, in order, at most maxDays apart (when either end is sent). */
function withRange(values: unknown, fields: ReturnType<typeof rangeFields>, day: number, span: number) {
  if (!fields || values === null || typeof values !== 'object') return values;
  const record = values as Record<string, unknown>;
  if (record[fields.start] === undefined && record[fields.end] === undefined) return values;
  const end = FIRST_DAY + day * DAY_MS;
  const start = end - Math.min(span, fields.maxDays - 1) * DAY_MS;
  return {
    ...record,
    [fields.start]: new Date(start).toISOString(),
    [fields.end]: new Date(end).toISOString(),
  };
}

/** A request the document allows. */
export function documentedDraft(operation: CheckedOperation): fc.Arbitrary<Draft> {
  const of = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place);
  const body = operation.body;
  const queryRange = rangeFields(of('query').map((p) => [p.name, p.schema]));
  const bodyRange = rangeFields(
    Object.entries((body?.schema.properties ?? {}) as Record<string, JsonSchema>),
  );
  return fc
    .record({
      path: valuesOf(of('path')),
      query: valuesOf(of('query'), operation.queryRules),
      headers: headerValues(operation),
      body: body
        ? body.required
          ? valueFor(body.schema)
          : fc.option(valueFor(body.schema), { nil: undefined })
        : fc.constant(undefined),
      day: fc.integer({ min: 0, max: 3650 }),
      span: fc.integer({ min: 0, max: 400 }),
    })
    .map(({ day, span, ...draft }) => ({
      ...draft,
      query: withRange(draft.query, queryRange, day, span) as Record<string, unknown>,
      body: withRange(draft.body, bodyRange, day, span),
    }));
}

/** The credential the token comes from: the persona the call wants (an agent for agent calls). */
export const credentialFor = (operation: CheckedOperation): Credential =>
  operation.auth === 'agent' ? 'agent' : 'member';

/** The draft on the wire. */
export function toRequest(
  operation: CheckedOperation,
  draft: Draft,
  token: TokenPolicy,
  attack: string,
): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(asText(draft.path[name] ?? '')),
  );
  const search = new URLSearchParams();
  const asJson = new Set(operation.parameters.filter((p) => p.json).map((p) => p.name));
  for (const [name, value] of Object.entries(draft.query)) {
    if (value === undefined) continue;
    if (asJson.has(name)) search.append(name, JSON.stringify(value));
    else for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item));
  }
  const query = search.toString();
  const headers: [string, HeaderValue][] = Object.entries(draft.headers);
  // with a token, every call gets one: a public call must take it as well as a token call needs it
  if (token === 'token') headers.push(['Authorization', { token: credentialFor(operation) }]);
  const body =
    draft.body === undefined
      ? undefined
      : operation.encrypted
        ? { encrypted: draft.body }
        : { json: draft.body };
  return {
    attack,
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(body ? { body } : {}),
  };
}

/** A value of another type than `schema` takes, if one is found. */
export type Accepts = (schema: JsonSchema, value: unknown) => boolean;
const WRONG_VALUES: unknown[] = [{ wrong: true }, ['wrong'], true, 'wrong!', 123456789];

function wrongValue(schema: JsonSchema, accepts: Accepts, asQuery: boolean): unknown {
  for (const value of asQuery ? ['wrong!', '-1.5e999', ''] : WRONG_VALUES)
    if (!accepts(schema, value) && !(asQuery && accepts(schema, Number(value)))) return value;
  return undefined;
}

/** One way to break a documented request: what it does to the draft, and its name for the report. */
export interface Mutation {
  name: string;
  apply: (draft: Draft) => Draft | undefined;
}

/** The ways the document says a request of this operation is wrong. */
export function mutations(operation: CheckedOperation, accepts: Accepts): Mutation[] {
  const out: Mutation[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') continue;
    const place = parameter.in === 'query' ? 'query' : 'headers';
    const key = parameter.name;
    if (parameter.required && parameter.name.toLowerCase() !== 'encryption')
      out.push({
        name: `${parameter.in} ${parameter.name} left out`,
        apply: (draft) => {
          const part = { ...draft[place] };
          delete part[key];
          return { ...draft, [place]: part };
        },
      });
    if (parameter.in === 'query') {
      const wrong = wrongValue(parameter.schema, accepts, true);
      if (wrong !== undefined)
        out.push({
          name: `query ${parameter.name} = ${JSON.stringify(wrong)}`,
          apply: (draft) => ({ ...draft, query: { ...draft.query, [parameter.name]: wrong } }),
        });
    }
  }
  const body = operation.body;
  if (!body) return out;
  const properties = (body.schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (body.schema.required ?? []) as string[])
    out.push({
      name: `body ${name} left out`,
      apply: (draft) => {
        if (draft.body === null || typeof draft.body !== 'object') return undefined;
        const { [name]: _left, ...rest } = draft.body as Record<string, unknown>;
        return { ...draft, body: rest };
      },
    });
  for (const [name, schema] of Object.entries(properties)) {
    const wrong = wrongValue(schema, accepts, false);
    if (wrong !== undefined)
      out.push({
        name: `body ${name} = ${JSON.stringify(wrong)}`,
        apply: (draft) =>
          draft.body !== null && typeof draft.body === 'object'
            ? { ...draft, body: { ...(draft.body as object), [name]: wrong } }
            : undefined,
      });
  }
  const wrongBody = wrongValue(body.schema, accepts, false);
  if (wrongBody !== undefined)
    out.push({
      name: `body = ${JSON.stringify(wrongBody)}`,
      apply: (draft) => ({ ...draft, body: wrongBody }),
    });
  return out;
}
