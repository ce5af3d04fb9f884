// Answers cached the declared way. A route says in its options (`config.cache`) what its answer depends
// on (`varies`) and which data it is made from (`topics`, the version rows of foundation/shared-versions.ts);
// the answer's bytes, as the route's own serializer wrote them, are then kept under a key of exactly
// those inputs and served again while the topics' versions hold. Every hook still runs for a cached
// answer: the Merchant check, faults, the maintenance and region gate, token auth and validation come
// before the look-up (preHandler), the security headers and the journal after it (onSend, onResponse).
// The one invalidation point is the database's version rows, made current as the call comes in (before
// the gateway reads the merchant's profile, which they also govern): an entry made under other versions
// is never served, and an answer made while they moved is not kept, so a change in another server process, a reset, a restore or a clock move is seen on
// the next call. SIM_ANSWER_CACHE=off keeps the declarations and serves every call from its route.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { CacheTopic } from '../foundation/shared-versions.ts';

/** What a cached answer may depend on; each is a part of the key. */
export const CACHE_VARIES = [
  /** the Merchant header's merchant */
  'merchant',
  /** the Language header (or the merchant's default) */
  'language',
  /** the query as the route's schema parsed it (a GET body merged in included) */
  'query',
  /** the visitor's location: address and country (status shows both) */
  'location',
  /** the token's member: member-scoped reads */
  'member',
  /** the simulated clock's minute: answers that show or filter by time */
  'minute',
  /** the simulated clock's second: answers that carry the server's time */
  'second',
] as const;

export type CacheVary = (typeof CACHE_VARIES)[number];

export interface AnswerCacheSpec {
  varies: readonly CacheVary[];
  topics: readonly CacheTopic[];
  /** the route's query is accepted but changes nothing in its answer (status's `url`) */
  queryUnused?: true;
}

/** Bytes of answers kept across every route before the oldest go. */
const BUDGET_BYTES = 32 * 1024 * 1024;
/** An answer larger than this is not kept (the catalogue's 3000-game page is about 1 MB). */
const LARGEST_BYTES = 2 * 1024 * 1024;
/** a refusal the platform sends as HTTP 200 (the lottery gateway's answers carry no envelope at all) */
const REFUSAL = '{"success":false';

interface Entry {
  /** the answer's bytes: a hit writes them as they are, nothing to encode */
  payload: Buffer;
  contentType: string;
  signature: string;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the answer cache's key and version signature for this call, when its route declares a cache */
    answerCacheKey?: string;
    answerCacheSignature?: string;
  }
}

/** Refuses a declaration that leaves out what the route's answer plainly depends on. */
export function checkCacheSpec(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>): void {
  const spec = (route.config as { cache?: AnswerCacheSpec } | undefined)?.cache;
  if (!spec) return;
  const where = `${String(route.method)} ${route.url}`;
  const fail = (why: string) => {
    throw new Error(`answer cache on ${where}: ${why}`);
  };
  const methods = [route.method].flat();
  if (!methods.every((method) => method === 'GET' || method === 'HEAD')) fail('only GET answers are cached');
  if (!Array.isArray(spec.varies)) fail('declare `varies`: what the answer depends on ([] for nothing)');
  if (!Array.isArray(spec.topics) || spec.topics.length === 0)
    fail('declare `topics`: the data the answer is made from');
  for (const vary of spec.varies) if (!CACHE_VARIES.includes(vary)) fail(`unknown vary '${vary}'`);
  const config = route.config as { auth?: string } | undefined;
  if (config?.auth && !spec.varies.includes('member'))
    fail("a token call's answer is the member's: vary by 'member'");
  if (route.schema?.querystring && !spec.varies.includes('query') && !spec.queryUnused)
    fail("the route reads a query: vary by 'query' (or say `queryUnused`)");
}

/** The answers kept, oldest first, within BUDGET_BYTES. */
class AnswerStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= BUDGET_BYTES) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/** The key of this call under its route's spec: the route, then each declared input in order. */
function keyOf(app: FastifyInstance, request: FastifyRequest, spec: AnswerCacheSpec): string {
  let key = `${request.method} ${request.routeOptions.url}`;
  for (const vary of spec.varies) {
    key += '\n';
    switch (vary) {
      case 'merchant':
        key += request.merchant?.code ?? '';
        break;
      case 'language':
        key += request.language ?? '';
        break;
      case 'query':
        key += JSON.stringify(request.query ?? null);
        break;
      case 'location': {
        const location = app.sim.location.resolve(request.ip, request.merchant?.countryCode ?? '');
        key += `${location.country} ${location.ip}`;
        break;
      }
      case 'member':
        key += request.member?.memberId ?? '';
        break;
      case 'minute':
        key += Math.floor(app.sim.clock.now().getTime() / 60_000);
        break;
      case 'second':
        key += Math.floor(app.sim.clock.now().getTime() / 1000);
        break;
    }
  }
  return key;
}

const byteLength = (payload: string | Buffer) =>
  typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;

const isRefusal = (payload: string | Buffer) =>
  typeof payload === 'string'
    ? payload.startsWith(REFUSAL)
    : payload.subarray(0, REFUSAL.length).toString('latin1') === REFUSAL;

/** What one app's cache declared and did: its routes (the staleness tests cover each) and counts. */
export interface AnswerCacheReport {
  routes: string[];
  hits: number;
  misses: number;
  kept: number;
}

const reports = new WeakMap<FastifyInstance, AnswerCacheReport>();

export const cachedRoutesOf = (app: FastifyInstance): string[] => [...new Set(reports.get(app)?.routes)];

/** The app's counts so far (hits, misses, answers kept). */
export const answerCacheReportOf = (app: FastifyInstance): AnswerCacheReport | undefined => reports.get(app);

/**
 * Checks every route's declaration as it is registered, and (enabled) serves and keeps the declared
 * answers. Registered before the routes.
 */
export function registerAnswerCache(app: FastifyInstance, options: { enabled: boolean }): void {
  const report: AnswerCacheReport = { routes: [], hits: 0, misses: 0, kept: 0 };
  reports.set(app, report);
  app.addHook('onRoute', (route) => {
    checkCacheSpec(route);
    if (route.config?.cache) report.routes.push(route.url);
  });
  if (!options.enabled) return;
  const store = new AnswerStore();

  // root hooks run before the gateway's: the versions are current before the merchant is looked up
  // Calls of routes that declare no cache pass each hook at once (`done`, no promise).
  app.addHook('onRequest', (request, _reply, done) => {
    const spec = request.routeOptions.config.cache;
    if (!spec || request.method !== 'GET') return done();
    app.sim.versions.fresh().then(() => {
      request.answerCacheSignature = app.sim.versions.signature(spec.topics);
      done();
    }, done);
  });

  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done) => {
    const spec = request.routeOptions.config.cache;
    const signature = request.answerCacheSignature;
    if (!spec || signature === undefined) return done();
    const key = keyOf(app, request, spec);
    const entry = store.get(key);
    if (entry && entry.signature === signature) {
      report.hits++;
      reply.type(entry.contentType).send(entry.payload);
      return;
    }
    report.misses++;
    request.answerCacheKey = key;
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    done(null, kept(request, reply, payload));
  });

  /** The payload, kept when it is a declared answer worth keeping (as a Buffer: the one sent). */
  function kept(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const key = request.answerCacheKey;
    const spec = request.routeOptions.config.cache;
    const signature = request.answerCacheSignature;
    if (key === undefined || signature === undefined || !spec || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (byteLength(payload) > LARGEST_BYTES || isRefusal(payload)) return payload;
    // an answer made while its data changed is not kept: the next call makes it again
    if (app.sim.versions.signature(spec.topics) !== signature) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    store.set(key, { payload: bytes, contentType, signature, bytes: bytes.length });
    report.kept++;
    return bytes;
  }
}
