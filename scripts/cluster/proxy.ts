// A small reverse proxy in front of the replicas (Fastify with @fastify/reply-from): each request goes
// to the next replica in turn, its body passed through as it came (encrypted logins included; a GET's
// body too: get-body.ts). A
// replica that refuses connections (down, restarting) is skipped for a second and the request goes to
// another; one that dies during a request leaves its client without an answer, as a dead server would.
// `tsx scripts/cluster/proxy.ts` runs it alone: PORT, UPSTREAMS (comma-separated base URLs).
import { pathToFileURL } from 'node:url';
import replyFrom from '@fastify/reply-from';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { forwardGetWithBody, isGetWithBody } from './get-body.ts';

/** how long a replica that refused a connection is left out */
const DOWN_MS = 1000;

export interface ReverseProxy {
  url: string;
  /** requests sent to each upstream, in the order given */
  counts(): number[];
  close(): Promise<void>;
}

interface Upstream {
  base: string;
  downUntil: number;
  sent: number;
}

const refused = (error: { cause?: unknown }) =>
  (error.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';

export async function startProxy(bases: string[], port = 0, host = '127.0.0.1'): Promise<ReverseProxy> {
  const upstreams: Upstream[] = bases.map((base) => ({ base, downUntil: 0, sent: 0 }));
  let turn = 0;
  /** the next upstream in turn that is not left out (any, when all are) */
  const pick = (except?: Upstream): Upstream => {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[turn++ % upstreams.length]!;
      if (candidate !== except && candidate.downUntil <= now) return candidate;
    }
    return upstreams.find((u) => u !== except) ?? upstreams[0]!;
  };

  const app = Fastify({ bodyLimit: 64 * 1024 * 1024, logger: false });
  // bodies pass through untouched, whatever their type
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(replyFrom, { undici: { connections: 256, pipelining: 1 } });

  const forward = (request: FastifyRequest, reply: FastifyReply, upstream: Upstream, retried: boolean) => {
    upstream.sent++;
    // the buffered body as it came, with its own content type (reply-from would re-encode a JSON one)
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    return reply.from(upstream.base + request.url, {
      ...(body && { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
      onError: (failed, { error }) => {
        if (refused(error) && !retried) {
          upstream.downUntil = Date.now() + DOWN_MS;
          void forward(request, failed as FastifyReply, pick(upstream), true);
          return;
        }
        // the replica took the request and died: no answer, as from the server itself
        failed.hijack();
        failed.raw.destroy();
      },
    });
  };
  app.all('/*', (request, reply) => {
    if (!isGetWithBody(request)) return forward(request, reply, pick(), false);
    const upstream = pick();
    upstream.sent++;
    // its body is read as it is sent: no second replica to try, a failure leaves no answer
    return forwardGetWithBody(request, reply, upstream.base).catch(() => reply.raw.destroy());
  });

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    counts: () => upstreams.map((u) => u.sent),
    close: () => app.close(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const bases = (process.env.UPSTREAMS ?? '').split(',').filter(Boolean);
  if (bases.length === 0) {
    console.error('UPSTREAMS must name the replicas (http://replica-a:3000,http://replica-b:3000)');
    process.exit(2);
  }
  const proxy = await startProxy(bases, Number(process.env.PORT ?? 3000), process.env.HOST ?? '0.0.0.0');
  console.log(`proxy on ${proxy.url} -> ${bases.join(', ')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void proxy.close().then(() => process.exit(0)));
}
