// GET requests with a body, passed on as they came. Some real clients send them (the vendor's QA
// scripts, the legacy app: server/src/gateway/get-body.ts reads them), but @fastify/reply-from refuses a
// body on a GET or HEAD (HTTP gives it no meaning), and Fastify leaves it unread. So the proxy sends
// these few itself over node:http: the raw body streamed to the replica, its answer streamed back.
import http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function isGetWithBody(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Forwards the request to `base`; rejects with the connection's error when the replica cannot be reached. */
export function forwardGetWithBody(
  request: FastifyRequest,
  reply: FastifyReply,
  base: string,
): Promise<void> {
  reply.hijack();
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      new URL(request.url, base),
      { method: request.method, headers: { ...request.headers, host: new URL(base).host } },
      (answer) => {
        reply.raw.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply.raw);
        answer.once('end', resolve);
        answer.once('error', reject);
      },
    );
    upstream.once('error', reject);
    request.raw.pipe(upstream);
  });
}
