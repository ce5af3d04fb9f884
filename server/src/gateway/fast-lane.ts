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
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HEADER } from '@sim/shared/headers';
import { type Language, normaliseLanguage } from '@sim/shared/languages';
import type { FastifyInstance } from 'fastify';
import { clipPath, redactQuery, sentAnswer } from '../control/journal.ts';
import type { SessionMember } from '../domain/accounts/sessions.ts';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import { type ClientLocation, isInMaintenance, isRegionRestricted } from '../domain/system/status.ts';
import { PlatformError } from '../platform/errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Headers Node or the answer itself sets; every other header of the route's answer is copied. */
const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export interface FastCall {
  merchant: MerchantProfile;
  location: ClientLocation;
  now: Date;
  /** every parameter once, decoded as Fastify's query parser decodes */
  query: Record<string, string>;
  /** the Language header, or the merchant's default (as the gateway sets it) */
  language: Language;
  /** the token's member on routes with `auth`, else null */
  member: SessionMember | null;
}

export interface FastRoute {
  path: string;
  /** false: the call answers during maintenance and region restriction too */
  gated: boolean;
  /** a token call (the route's `config: { auth: 'member' }`): the lane answers only a live session */
  auth?: 'member';
  /** the envelope's JSON, or null to leave the call to Fastify (say, a query the schema refuses) */
  answer(app: FastifyInstance, call: FastCall): string | null | Promise<string | null>;
}

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

function languageOf(req: IncomingMessage, merchant: MerchantProfile): Language {
  const value = req.headers[HEADER.language];
  return normaliseLanguage(
    Array.isArray(value) ? value[0] : value,
    normaliseLanguage(merchant.defaultLanguage),
  );
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

/**
 * Puts the lane in front of Fastify's request handler. `enabled: false` (a trusted proxy is
 * configured, so the client's address needs Fastify's proxy rules) leaves the server as it was.
 */
export function installFastLane(app: FastifyInstance, routes: FastRoute[], options: { enabled: boolean }) {
  if (!options.enabled) return;
  const server = app.server;
  const [fastify] = server.listeners('request') as Listener[];
  if (!fastify) return;
  const byPath = new Map(routes.map((route) => [route.path, route]));
  // each route's own headers (security headers and the like), learnt from its first 200 through Fastify
  const learnt = new Map<string, (string | number)[]>();
  const learnHeaders = (path: string, res: ServerResponse) => {
    if (res.statusCode !== 200) return;
    const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
      PER_ANSWER.has(name) || value === undefined ? [] : [name, String(value)],
    );
    learnt.set(path, headers);
  };

  const send = (res: ServerResponse, headers: (string | number)[], body: string) => {
    res.writeHead(200, [...headers, 'content-type', JSON_TYPE, 'content-length', Buffer.byteLength(body)]);
    res.end(body);
  };

  /** The answer for a live session's member; null (Fastify answers the refusal) for any other token. */
  const answerAsMember = async (route: FastRoute, token: string, call: FastCall): Promise<string | null> => {
    call.member = await app.sim.sessions.authenticate(token, call.merchant.code).catch((error) => {
      if (error instanceof PlatformError) return null;
      throw error;
    });
    return call.member && route.answer(app, call);
  };

  /** Answers the call and says so, or says it is Fastify's (nothing written then). */
  const take = (req: IncomingMessage, res: ServerResponse, path: string, queryText: string): boolean => {
    const route = byPath.get(path);
    const headers = learnt.get(path);
    if (!route || !headers || req.method !== 'GET') return false;
    if (req.headers['transfer-encoding'] !== undefined) return false;
    const length = req.headers['content-length'];
    if (length !== undefined && length !== '0') return false;
    const query = parseQuery(queryText);
    const code = singleMerchant(req);
    const merchant = code === null ? undefined : app.sim.merchants.peek(code.trim());
    const ip = req.socket.remoteAddress;
    if (!query || !merchant || ip === undefined || app.sim.faults.targets(path)) return false;
    const now = app.sim.clock.now();
    const location = app.sim.location.resolve(ip, merchant.countryCode);
    if (route.gated && (isInMaintenance(merchant, now) || isRegionRestricted(merchant, location)))
      return false;

    const token = route.auth ? req.headers[HEADER.authorization]?.trim() : undefined;
    if (route.auth && !token) return false;

    const started = performance.now();
    const call: FastCall = {
      merchant,
      location,
      now,
      query,
      language: languageOf(req, merchant),
      member: null,
    };
    const journal = (answer: string) =>
      app.sim.journal.record({
        at: now.toISOString(),
        method: 'GET',
        path: clipPath(path),
        query: redactQuery(queryText),
        status: 200,
        latencyMs: Math.round((performance.now() - started) * 10) / 10,
        merchant: merchant.code,
        username: call.member?.username ?? null,
        errorCode: null,
        body: null,
        response: sentAnswer(answer),
      });
    const body = token === undefined ? route.answer(app, call) : answerAsMember(route, token, call);
    if (body === null) return false;
    if (typeof body === 'string') {
      send(res, headers, body);
      journal(body);
    } else {
      // asynchronous answers either arrive or hand the untouched request to Fastify
      body.then(
        (json) => {
          if (json === null) return fastify(req, res);
          send(res, headers, json);
          journal(json);
        },
        (error) => {
          app.log.error({ err: error }, 'fast lane failed; Fastify answers');
          fastify(req, res);
        },
      );
    }
    app.log.debug({ url: req.url }, 'fast lane');
    return true;
  };

  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const queryText = mark < 0 ? '' : url.slice(mark + 1);
    let taken = false;
    try {
      taken = take(req, res, path, queryText);
    } catch (error) {
      app.log.error({ err: error }, 'fast lane failed; Fastify answers');
    }
    if (taken || res.headersSent) return;
    if (byPath.has(path) && !learnt.has(path)) res.once('finish', () => learnHeaders(path, res));
    fastify(req, res);
  });
}
