// Calls over node:http exactly as the public clients make them (raw headers, cookies, GET requests with
// a JSON body as Python's requests sends them, which fetch refuses to), and the admin surface over HTTP
// as the control panel and the CLI reach it: the same for an in-process app and an outside cluster.
import { exchange, type HttpAnswer } from '../../../scripts/lib/http.ts';

export interface Answer extends HttpAnswer {
  json<T = unknown>(): T;
}

export interface CallOptions {
  /** an array value sends the header once per element (a duplicated header) */
  headers?: Record<string, string | string[]>;
  /** sent as JSON (objects) or as it is (strings), on any verb, GET included */
  body?: unknown;
}

export type AdminKind = 'query' | 'mutation';

export async function request(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const answer = await exchange(new URL(path, base), { method, headers: options.headers, body });
  return { ...answer, json: () => JSON.parse(answer.text) };
}

/** One admin procedure over HTTP (GET ?input= for queries, POST JSON for mutations): its result's data. */
export async function adminOverHttp<T>(
  base: string,
  token: string,
  procedure: string,
  input: unknown,
  kind: AdminKind,
): Promise<T> {
  const authorization = { authorization: `Bearer ${token}` };
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const answer =
    kind === 'query'
      ? await request(base, 'GET', `/admin/trpc/${procedure}${query}`, { headers: authorization })
      : await request(base, 'POST', `/admin/trpc/${procedure}`, {
          headers: { ...authorization, 'content-type': 'application/json' },
          body: input ?? null,
        });
  if (answer.status !== 200) throw new Error(`${procedure} failed: ${answer.text}`);
  return answer.json<{ result: { data: T } }>().result.data;
}
