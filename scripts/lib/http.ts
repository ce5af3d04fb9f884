// One request over node:http and its whole answer, for every tool that talks to the server: the load
// generator, the fuzzer, the schema check and the contract tests. node:http rather than fetch: it sends
// what real clients send and fetch refuses (a GET with a body, a duplicated header), and it costs a load
// client about half the CPU per request that fetch (undici, web streams) does, which the server's figure
// would otherwise pay for on a shared machine.
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface HttpRequest {
  method: string;
  /** an array value sends the header once per element (a duplicated header) */
  headers?: Record<string, string | string[]>;
  /** framed with a content-length (unless the headers give one), on any verb, GET included */
  body?: string;
  /** the connection pool (default: Node's global agent) */
  agent?: http.Agent;
  /** past this without a whole answer the request is dropped and rejects with code TIMEOUT */
  timeoutMs?: number;
}

/**
 * Why no answer came: `not-sent` (Node's own client refused the request, e.g. a header character it will
 * not send: no server saw it), `timeout`, `connection` (refused, reset, closed before an answer) or
 * `broken-off` (the answer began and stopped). `code` is the socket's code, or TIMEOUT.
 */
export class NoAnswer extends Error {
  constructor(
    readonly kind: 'not-sent' | 'timeout' | 'connection' | 'broken-off',
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'NoAnswer';
  }
}

const noAnswer = (kind: NoAnswer['kind'], error: Error) =>
  new NoAnswer(kind, (error as NodeJS.ErrnoException).code, error.message);

/** Sends the request; resolves with the answer, rejects with NoAnswer when none came whole. */
export function exchange(url: URL, request: HttpRequest): Promise<HttpAnswer> {
  const { method, body, agent, timeoutMs } = request;
  const headers = request.headers ?? {};
  // framed as every real client frames a body (Node would send a GET's or DELETE's body unframed)
  const framed =
    body === undefined || 'content-length' in headers
      ? headers
      : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request(url, { method, headers: framed, ...(agent ? { agent } : {}) });
    } catch (error) {
      reject(noAnswer('not-sent', error as Error));
      return;
    }
    if (timeoutMs !== undefined)
      outgoing.setTimeout(timeoutMs, () => {
        outgoing.destroy();
        reject(new NoAnswer('timeout', 'TIMEOUT', `no answer within ${timeoutMs / 1000} s`));
      });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', (error) => reject(noAnswer('broken-off', error)));
    });
    outgoing.on('error', (error) => reject(noAnswer('connection', error)));
    outgoing.end(body);
  });
}
