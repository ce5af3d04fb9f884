// A GET over a real socket, as an outside client sends it: the fast lane answers before Fastify's
// inject would ever see the request, so its tests need the listening server. Each GET has a connection
// of its own, so the front it names reads it: the wire front (wire-front.ts) reads a plain GET itself;
// an empty Content-Length (which it leaves to Node) sends the same call through Node's parser to the
// fast lane's request listener.
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** the two ways into the fast lane */
export const FRONTS = ['wire', 'node'] as const;
export type Front = (typeof FRONTS)[number];

export function rawGet(
  url: string,
  headers: Record<string, string | string[]>,
  front: Front = 'wire',
): Promise<RawAnswer> {
  const sent = front === 'node' ? { ...headers, 'content-length': '0' } : headers;
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: sent, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
