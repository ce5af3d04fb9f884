// Calls over node:http exactly as the public clients make them (raw headers, cookies, GET requests with
// a JSON body as Python's requests sends them, which fetch refuses to), and the admin surface over HTTP
// as the control panel and the CLI reach it: the same for an in-process app and an outside cluster.
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = unknown>(): T;
}

export interface CallOptions {
  /** an array value sends the header once per element (a duplicated header) */
  headers?: Record<string, string | string[]>;
  /** sent as JSON (objects) or as it is (strings), on any verb, GET included */
  body?: unknown;
}

export type AdminKind = 'query' | 'mutation';

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
