// GET /wps/system/status straight from the HTTP server. It is the first call of every page load of every
// client, so it skips the framework's per-request work (routing, hook chain, helmet, schema
// serialisation, pino's two request lines) and writes the very bytes and headers the Fastify route
// writes (routes/wps/system, systemStatusJson). Only the plain case takes this lane: a GET with no body,
// exactly one Merchant header naming a loaded merchant, at most one `url` parameter, no fault aimed at
// the path, the client's address the peer's own (no trusted proxy). Anything else goes to Fastify,
// which answers it (errors, faults, the region gate's inputs) as it always has. The journal still
// records every call; request log lines are written at debug level only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HEADER } from '@sim/shared/headers';
import type { FastifyInstance } from 'fastify';
import { clipPath, redactQuery } from '../control/journal.ts';
import { systemStatusJson } from '../domain/system/status.ts';

const PATH = '/wps/system/status';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Headers Node or the answer itself sets; every other header of the route's answer is copied. */
const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The single Merchant header's value, or null when there is none or more than one. */
function singleMerchant(req: IncomingMessage): string | null {
  const raw = req.rawHeaders;
  let value: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length !== HEADER.merchant.length || raw[i]!.toLowerCase() !== HEADER.merchant) continue;
    if (value !== null) return null;
    value = raw[i + 1]!;
  }
  return value;
}

const isStatusUrl = (url: string) =>
  url.startsWith(PATH) && (url.length === PATH.length || url[PATH.length] === '?');

function plainQuery(query: string): boolean {
  return query === '' || !query.includes('url') || new URLSearchParams(query).getAll('url').length <= 1;
}

/**
 * Puts the lane in front of Fastify's request handler. `enabled: false` (a trusted proxy is
 * configured, so the client's address needs Fastify's proxy rules) leaves the server as it was.
 */
export function installStatusFastLane(app: FastifyInstance, options: { enabled: boolean }): void {
  if (!options.enabled) return;
  const server = app.server;
  const [fastify] = server.listeners('request') as Listener[];
  if (!fastify) return;
  // the route's own headers (security headers and the like), learnt from its first 200 through Fastify
  let headers: (string | number)[] | null = null;
  const learnHeaders = (res: ServerResponse) => {
    if (res.statusCode !== 200) return;
    headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
      PER_ANSWER.has(name) || value === undefined ? [] : [name, String(value)],
    );
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (headers === null || req.method !== 'GET') return false;
    const url = req.url ?? '';
    if (!isStatusUrl(url)) return false;
    if (req.headers['transfer-encoding'] !== undefined) return false;
    const length = req.headers['content-length'];
    if (length !== undefined && length !== '0') return false;
    const query = url.slice(PATH.length + 1);
    if (!plainQuery(query)) return false;
    const code = singleMerchant(req);
    const merchant = code === null ? undefined : app.sim.merchants.peek(code.trim());
    if (!merchant || app.sim.faults.targets(PATH)) return false;
    const ip = req.socket.remoteAddress;
    if (ip === undefined) return false;

    const started = performance.now();
    const now = app.sim.clock.now();
    const body = systemStatusJson(merchant, app.sim.location.resolve(ip, merchant.countryCode), now);
    res.writeHead(200, [
      ...headers,
      'content-type',
      JSON_TYPE,
      'content-length',
      String(Buffer.byteLength(body)),
    ]);
    res.end(body);
    app.sim.journal.record({
      at: now.toISOString(),
      method: 'GET',
      path: clipPath(PATH),
      query: redactQuery(query),
      status: 200,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      merchant: merchant.code,
      username: null,
      errorCode: null,
      body: null,
    });
    app.log.debug({ url, statusCode: 200 }, 'status (fast lane)');
    return true;
  };

  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let answered = false;
    try {
      answered = answer(req, res);
    } catch (error) {
      app.log.error({ err: error }, 'status fast lane failed; Fastify answers');
    }
    if (answered || res.headersSent) return;
    if (headers === null && isStatusUrl(req.url ?? '')) res.once('finish', () => learnHeaders(res));
    fastify(req, res);
  });
}
