// Text answers compressed for a client that asks for it, as a real platform's web server does: HTML pages,
// JSON (every REST, relay, lottery gateway and admin answer), JavaScript and other text, when the request's
// Accept-Encoding takes brotli or gzip; a client that sends none (the bench's load generator, curl, many
// third-party clients) gets the very bytes it always got. The site's built files go out as their
// precompressed copies (site.ts, @fastify/static): streams, which this leaves alone.
// - The last onSend hook (app.ts registers it after the journal's and the answer cache's), so both of
//   them read and keep the plain answer.
// - A kept answer (the answer cache sends the same Buffer again) is compressed once: its compressed
//   copies are remembered beside that Buffer and go when it goes.
// - A route may say `config: { compress: false }`; SIM_COMPRESSION=off switches it off everywhere.
// LIMITATIONS: no deflate (no browser needs it); answers under 1 KiB go as they are (the headers outweigh
// the gain).
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this many bytes an answer goes as it is (@fastify/compress's default threshold). */
export const COMPRESS_FROM_BYTES = 1024;
const TEXT = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** brotli's quality 4 compresses better than gzip's default at about gzip's speed */
const BROTLI_QUALITY = 4;

/** The encoding to answer in for this Accept-Encoding header: brotli before gzip; `;q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compress(encoding: Encoding, body: Buffer, done: (error: Error | null, result: Buffer) => void) {
  if (encoding === 'gzip') return gzip(body, done);
  brotliCompress(
    body,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    done,
  );
}

function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && TEXT.test(type);
}

const withVary = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /\baccept-encoding\b/i.test(vary)) return;
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
};

export function registerCompression(app: FastifyInstance, options: { enabled: boolean }): void {
  if (!options.enabled) return;
  /** the compressed copies of the Buffers the answer cache sends again */
  const copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.compress === false || !compressible(reply, payload))
      return done(null, payload);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    // the answer varies by the header whatever is decided for this one request
    withVary(reply);
    if (encoding === null || body.length < COMPRESS_FROM_BYTES) return done(null, payload);
    const send = (compressed: Buffer) => {
      reply.header('content-encoding', encoding).removeHeader('content-length');
      done(null, compressed);
    };
    const kept = Buffer.isBuffer(payload) ? copies.get(payload)?.[encoding] : undefined;
    if (kept) return send(kept);
    compress(encoding, body, (error, compressed) => {
      if (error) return done(null, payload); // sent plain: the client reads that too
      if (Buffer.isBuffer(payload)) copies.set(payload, { ...copies.get(payload), [encoding]: compressed });
      send(compressed);
    });
  });
}
