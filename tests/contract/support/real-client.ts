// The simulator as an outside client meets it: the built app listening on a real port, called over
// node:http exactly as the public clients call it (raw headers, cookies, GET requests with a JSON body
// as Python's requests sends them, which fetch refuses to). Answers are parsed with the shared schemas
// by the tests themselves.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { okEnvelope } from '@sim/shared/envelope';
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../server/src/test/harness.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

/** Any shared zod schema (named through shared, which owns the zod dependency). */
type ValueSchema = Parameters<typeof okEnvelope>[0];

/** The `value` of a success answer, checked against the shared contract (the body says why when not). */
export function okValue<T extends ValueSchema>(answer: Answer, schema: T): ReturnType<T['parse']> {
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text}`);
  const envelope = okEnvelope<ValueSchema>(schema);
  return envelope.parse(answer.json()).value as ReturnType<T['parse']>;
}

export interface CallOptions {
  /** an array value sends the header once per element (a duplicated header) */
  headers?: Record<string, string | string[]>;
  /** sent as JSON (objects) or as it is (strings), on any verb, GET included */
  body?: unknown;
}

export interface RealSim extends TestApp {
  base: string;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  admin<T = unknown>(procedure: string, input?: unknown, kind?: 'query' | 'mutation'): Promise<T>;
}

export function request(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string | string[]> = { ...options.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export async function startRealSim(): Promise<RealSim> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const call = (method: string, path: string, options?: CallOptions) => request(base, method, path, options);
  const admin = async <T>(procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation') => {
    const authorization = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const answer =
      kind === 'query'
        ? await call(
            'GET',
            `/admin/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            { headers: authorization },
          )
        : await call('POST', `/admin/trpc/${procedure}`, {
            headers: { ...authorization, 'content-type': 'application/json' },
            body: input ?? null,
          });
    if (answer.status !== 200) throw new Error(`${procedure} failed: ${answer.text}`);
    return answer.json<{ result: { data: T } }>().result.data;
  };
  return { ...t, base, call, admin };
}
