// One HTTP request and its whole answer over node:http with kept-alive connections. The load generator
// shares the machine with the server it measures: fetch (undici, web streams) cost it about twice the
// CPU per request, which the server's figure then paid for.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export interface Exchanged {
  status: number;
  text: string;
}

/** Rejects when no answer came (refused, reset, or no whole answer within `timeoutMs`). */
export function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    request.on('error', reject);
    request.end(body);
  });
}
