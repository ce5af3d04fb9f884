// GET calls straight from the HTTP server: the boot call (/wps/system/status) of every page load, the
// game list and the token reads every page polls (balance, member info). They skip the framework's per-request work (routing, hook chain, helmet, schema
// validation and serialisation, pino's two request lines) and write the very bytes and headers the
// Fastify route writes, through the same domain serialisers (fast-lane-routes.ts). Only the plain case
// takes the lane: a GET with no body, exactly one Merchant header naming a loaded merchant, a query
// whose parameters each come once and pass the route's schema, no fault aimed at the path, the
// client's address the peer's own (no trusted proxy), and for gated calls no maintenance or region
// block; a token call also needs its session to live (read from the database on every call, as the
// gateway reads it). Anything else goes to Fastify, which answers it (errors, faults, the gate, a
// refused token) as it always has.
// The journal records every call either way; the lane writes request log lines at debug level only.
// Two fronts ask the lane (FastLane.take): Node's request listener here, and the wire front
// (wire-front.ts), which reads a connection's plain GETs off the socket before Node's parser does.
// Per call the lane does only what the call itself asks: each route's query text is parsed and checked
// once (remembered), the headers are one prepared array, and a route may answer ready-made bytes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HEADER } from '@sim/shared/headers';
import { type Language, normaliseLanguage } from '@sim/shared/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clipPath, type RecordedAnswer, redactQuery, sentAnswer } from '../control/journal.ts';
import type { SessionMember } from '../domain/accounts/sessions.ts';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import { type ClientLocation, isInMaintenance, isRegionRestricted } from '../domain/system/status.ts';
import { PlatformError } from '../platform/errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Headers Node or the answer itself sets; every other header of the route's answer is copied. */
const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
/** query texts remembered per route (parsed and checked) before the oldest are dropped */
const QUERIES_KEPT = 256;

export interface FastCall<Query> {
  merchant: MerchantProfile;
  location: ClientLocation;
  now: Date;
  /** the query as the route's schema parsed it (shared by every call with the same query text: read only) */
  query: Query;
  /** the Language header, or the merchant's default (as the gateway sets it) */
  language: Language;
  /** the token's member on routes with `auth`, else null */
  member: SessionMember | null;
}

/**
 * An answer given as its pieces, sent one after the other in one write (shared, never-changing buffers
 * need no copy per call), with their length in bytes and what the journal keeps of them.
 */
export interface ByteAnswer {
  pieces: readonly (Buffer | string)[];
  byteLength: number;
  recorded: RecordedAnswer;
  /** the same bytes as one string, where the route has them so: both fronts send it in one write */
  text?: string;
}

/** The envelope's JSON or bytes, or null to leave the call to Fastify. */
export type FastAnswer = string | ByteAnswer | null;

export interface FastRoute<Query = unknown> {
  path: string;
  /** false: the call answers during maintenance and region restriction too */
  gated: boolean;
  /** a token call (the route's `config: { auth: 'member' }`): the lane answers only a live session */
  auth?: 'member';
  /** the route's query schema: a query it refuses is Fastify's to answer */
  query: z.ZodType<Query>;
  answer(app: FastifyInstance, call: FastCall<Query>): FastAnswer | Promise<FastAnswer>;
}

/** A route for the lane's list (its query type erased, as the lane only hands back what the schema gave). */
export const fastRoute = <Query>(route: FastRoute<Query>) => route as unknown as FastRoute;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A query text the route's schema accepted: the parsed query and the journal's redacted text. */
interface CheckedQuery {
  query: unknown;
  journalText: string;
}

/**
 * The headers the lane reads, each at most once. A class with every field set from the start: each
 * call's headers have the one shape whatever order they came in, so reading them stays monomorphic.
 */
export class LaneHeaders {
  merchant: string | undefined = undefined;
  language: string | undefined = undefined;
  authorization: string | undefined = undefined;
  contentLength: string | undefined = undefined;
  transferEncoding: string | undefined = undefined;
}

const LANE_HEADERS = new Map<string, keyof LaneHeaders>([
  [HEADER.merchant, 'merchant'],
  [HEADER.language, 'language'],
  [HEADER.authorization, 'authorization'],
  ['content-length', 'contentLength'],
  ['transfer-encoding', 'transferEncoding'],
]);
const LANE_HEADER_LENGTHS = new Set([...LANE_HEADERS.keys()].map((name) => name.length));

/**
 * The headers the lane reads, in one pass over the raw headers (reading `req.headers` would build an
 * object of every header on every call); null when one of them comes twice (Fastify judges that call).
 */
function laneHeaders(raw: string[]): LaneHeaders | null {
  const found = new LaneHeaders();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (!LANE_HEADER_LENGTHS.has(name.length)) continue;
    const field = LANE_HEADERS.get(name.toLowerCase());
    if (field === undefined) continue;
    if (found[field] !== undefined) return null;
    found[field] = raw[i + 1]!;
  }
  return found;
}

const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));

/** The query's parameters, or null when one repeats or does not decode (Fastify judges those). */
function parseQuery(query: string): Record<string, string> | null {
  const params: Record<string, string> = Object.create(null);
  if (query === '') return params;
  try {
    for (const part of query.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      const key = decode(eq < 0 ? part : part.slice(0, eq));
      if (key in params || key === '__proto__') return null;
      params[key] = eq < 0 ? '' : decode(part.slice(eq + 1));
    }
  } catch {
    return null;
  }
  return params;
}

/** One call as the route sees it; the language is worked out only if the route asks for it. */
class LaneCall implements FastCall<unknown> {
  member: SessionMember | null = null;

  constructor(
    private readonly languageHeader: string | undefined,
    readonly merchant: MerchantProfile,
    readonly location: ClientLocation,
    readonly now: Date,
    readonly query: unknown,
  ) {}

  /** the Language header, or the merchant's default (as the gateway sets it) */
  get language(): Language {
    return normaliseLanguage(this.languageHeader, normaliseLanguage(this.merchant.defaultLanguage));
  }
}

/**
 * A route's query texts, each parsed and checked against its schema once (null: Fastify's to answer).
 * A client repeats its query call after call: the last one is compared before the map is asked.
 */
function queryChecker(route: FastRoute): (text: string) => CheckedQuery | null {
  const known = new Map<string, CheckedQuery | null>();
  let lastText: string | undefined;
  let lastChecked: CheckedQuery | null = null;
  return (text) => {
    if (text === lastText) return lastChecked;
    let checked = known.get(text);
    if (checked === undefined) {
      const params = parseQuery(text);
      const parsed = params && route.query.safeParse(params);
      checked = parsed?.success ? { query: parsed.data, journalText: redactQuery(text) } : null;
      if (known.size >= QUERIES_KEPT) known.delete(known.keys().next().value as string);
      known.set(text, checked);
    }
    lastText = text;
    lastChecked = checked;
    return checked;
  };
}

/** What the lane keeps per route: the route, its query checker and its answer's headers once learnt. */
export interface Lane {
  route: FastRoute;
  journalPath: string;
  check: (text: string) => CheckedQuery | null;
  /** the route's own headers, then content-type and content-length (its value set per answer) */
  headers: (string | number)[] | null;
  /** the same headers as the wire front writes them, made by it once (wire-front.ts) */
  wireHead: string | null;
}

/** What the lane reads of a request: Node's request gives it, and so does the wire front's own reading. */
export interface LaneRequest {
  url: string;
  rawHeaders: string[];
  remoteAddress: string | undefined;
  /** the lane's reading of rawHeaders (undefined until read), kept for a request object given again */
  laneHeaders: LaneHeaders | null | undefined;
}

/** The route's headers from its first 200 through Fastify, with a slot for each answer's length. */
function learnHeaders(lane: Lane, res: ServerResponse) {
  if (res.statusCode !== 200) return;
  const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
    PER_ANSWER.has(name) || value === undefined ? [] : [name, String(value)],
  );
  lane.headers = [...headers, 'content-type', JSON_TYPE, 'content-length', 0];
}

/** The byte length of an answer (what its content-length says). */
export const answerLength = (answer: string | ByteAnswer) =>
  typeof answer === 'string' ? Buffer.byteLength(answer) : answer.byteLength;

/** Writes a 200 with the lane's headers; the array is reused, writeHead reads it before returning. */
function send(res: ServerResponse, headers: (string | number)[], answer: string | ByteAnswer) {
  headers[headers.length - 1] = answerLength(answer);
  res.writeHead(200, headers);
  // one string is one write
  if (typeof answer === 'string') {
    res.end(answer);
    return;
  }
  if (answer.text !== undefined) {
    res.end(answer.text);
    return;
  }
  // corked, the head and every piece leave in one writev
  res.cork();
  const last = answer.pieces.length - 1;
  for (let i = 0; i < last; i++) res.write(answer.pieces[i]);
  res.end(answer.pieces[last]);
  res.uncork();
}

/** A call the lane took: its answer, ready or on its way (null then: Fastify's after all). */
export class TakenCall {
  constructor(
    private readonly lanes: FastLane,
    readonly lane: Lane,
    private readonly call: FastCall<unknown>,
    private readonly journalQuery: string,
    private readonly started: number,
    readonly answer: string | ByteAnswer | Promise<string | ByteAnswer | null>,
  ) {}

  /** Journals the call once its answer is on the wire. */
  sent(answer: string | ByteAnswer) {
    const { call } = this;
    this.lanes.app.sim.journal.record({
      at: call.now,
      method: 'GET',
      path: this.lane.journalPath,
      query: this.journalQuery,
      status: 200,
      latencyMs: Math.round((performance.now() - this.started) * 10) / 10,
      merchant: call.merchant.code,
      username: call.member?.username ?? null,
      errorCode: null,
      body: null,
      response: typeof answer === 'string' ? sentAnswer(answer) : answer.recorded,
    });
  }
}

/** The lane's routes and its one decision: does it answer this call, and with what. */
export class FastLane {
  private readonly lanes: Map<string, Lane>;

  constructor(
    readonly app: FastifyInstance,
    routes: FastRoute[],
  ) {
    this.lanes = new Map(
      routes.map((route) => [
        route.path,
        {
          route,
          journalPath: clipPath(route.path),
          check: queryChecker(route),
          headers: null,
          wireHead: null,
        },
      ]),
    );
  }

  /** The lane of the request target's path, if it has one. */
  find(url: string): Lane | undefined {
    const mark = url.indexOf('?');
    return this.lanes.get(mark < 0 ? url : url.slice(0, mark));
  }

  /**
   * The lane's answer to a GET with no body, or null: the call is Fastify's (nothing is written). A
   * lane that fails is logged and leaves the call to Fastify too.
   */
  take(lane: Lane, request: LaneRequest): TakenCall | null {
    try {
      return this.decide(lane, request);
    } catch (error) {
      this.failed(error);
      return null;
    }
  }

  private decide(lane: Lane, request: LaneRequest): TakenCall | null {
    const { route, headers } = lane;
    if (!headers) return null;
    if (request.laneHeaders === undefined) request.laneHeaders = laneHeaders(request.rawHeaders);
    const read = request.laneHeaders;
    if (!read || read.transferEncoding !== undefined) return null;
    if (read.contentLength !== undefined && read.contentLength !== '0') return null;
    const { url } = request;
    const mark = url.indexOf('?');
    const checked = lane.check(mark < 0 ? '' : url.slice(mark + 1));
    const { sim } = this.app;
    const merchant = read.merchant === undefined ? undefined : sim.merchants.peek(read.merchant.trim());
    const ip = request.remoteAddress;
    if (!checked || !merchant || ip === undefined || sim.faults.targets(route.path)) return null;
    const now = sim.clock.now();
    const location = sim.location.resolve(ip, merchant.countryCode);
    if (route.gated && (isInMaintenance(merchant, now) || isRegionRestricted(merchant, location)))
      return null;

    const token = route.auth ? read.authorization?.trim() : undefined;
    if (route.auth && !token) return null;

    const started = performance.now();
    const call = new LaneCall(read.language, merchant, location, now, checked.query);
    const answer =
      token === undefined ? route.answer(this.app, call) : this.answerAsMember(route, token, call);
    if (answer === null) return null;
    this.app.log.debug({ url }, 'fast lane');
    return new TakenCall(this, lane, call, checked.journalText, started, answer);
  }

  /** Logs a lane that failed (a front then hands the untouched request to Fastify). */
  failed(error: unknown) {
    this.app.log.error({ err: error }, 'fast lane failed; Fastify answers');
  }

  /** The answer for a live session's member; null (Fastify answers the refusal) for any other token. */
  private async answerAsMember(route: FastRoute, token: string, call: FastCall<unknown>) {
    call.member = await this.app.sim.sessions.authenticate(token, call.merchant.code).catch((error) => {
      if (error instanceof PlatformError) return null;
      throw error;
    });
    return call.member && route.answer(this.app, call);
  }
}

/**
 * Puts the lane in front of Fastify's request handler and gives it back for the wire front
 * (wire-front.ts). `enabled: false` (a trusted proxy is configured, so the client's address needs
 * Fastify's proxy rules) leaves the server as it was.
 */
export function installFastLane(
  app: FastifyInstance,
  routes: FastRoute[],
  options: { enabled: boolean },
): FastLane | null {
  if (!options.enabled) return null;
  const server = app.server;
  const [fastify] = server.listeners('request') as Listener[];
  if (!fastify) return null;
  const lanes = new FastLane(app, routes);

  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const lane = lanes.find(url);
    if (lane === undefined) return fastify(req, res);
    const taken =
      req.method === 'GET'
        ? lanes.take(lane, {
            url,
            rawHeaders: req.rawHeaders,
            remoteAddress: req.socket.remoteAddress,
            laneHeaders: undefined,
          })
        : null;
    if (taken === null) {
      if (!lane.headers) res.once('finish', () => learnHeaders(lane, res));
      return fastify(req, res);
    }
    const headers = lane.headers!;
    const { answer } = taken;
    if (!(answer instanceof Promise)) {
      send(res, headers, answer);
      taken.sent(answer);
      return;
    }
    // asynchronous answers either arrive or hand the untouched request to Fastify
    answer.then(
      (ready) => {
        if (ready === null) return fastify(req, res);
        send(res, headers, ready);
        taken.sent(ready);
      },
      (error) => {
        lanes.failed(error);
        fastify(req, res);
      },
    );
  });
  return lanes;
}
