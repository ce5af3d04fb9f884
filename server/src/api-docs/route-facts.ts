// A route as the document reads it: what Fastify was told when it was declared (URL, methods, zod schema,
// gateway switches), and the facts that follow from where it sits.
import { LGW_ROUTE_PREFIXES } from '@sim/shared/lgw/paths';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import '../gateway/types.ts';

/** The parts of a route's schema the document reads (@fastify/swagger's own keys among them). */
export interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string, z.ZodType>;
  tags?: string[];
  summary?: string;
  description?: string;
  hide?: boolean;
  /** the answer's content type when it is not JSON (e.g. text/plain) */
  produces?: string[];
  /** a route that takes a token without requiring one: `[{}, {token: []}]` */
  security?: Record<string, string[]>[];
}

export interface DocumentedRoute {
  method: string | string[];
  url: string;
  schema?: RouteSchema;
  config?: FastifyContextConfig;
}

/** The REST prefixes behind the gateway (Merchant header, token, faults); the rest is the simulator's own. */
const GATEWAY_PREFIXES = ['/wps/', ...LGW_ROUTE_PREFIXES.map((prefix) => `${prefix}/`)];

export const isGatewayRoute = (url: string) => GATEWAY_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The lottery gateway answers unwrapped and refuses with 4xx, never with a 200 refusal. */
export const isLotteryRoute = (url: string) =>
  LGW_ROUTE_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`));

/** Routes the document leaves out: its own, the admin surface (tRPC, fuzzed from its router), hidden ones. */
export const isDocumented = (route: DocumentedRoute) =>
  !route.schema?.hide && !route.url.startsWith('/docs') && !route.url.startsWith('/admin/');

/** The per-route switches of gateway/types.ts as OpenAPI extensions: the auth matrix and the fuzzer read them. */
export function gatewaySwitches(config: FastifyContextConfig | undefined): Record<`x-${string}`, unknown> {
  if (!config) return {};
  return {
    ...(config.auth ? { 'x-sim-auth': config.auth } : {}),
    ...(config.encrypted ? { 'x-sim-encrypted': true } : {}),
    ...(config.realAccount ? { 'x-sim-real-account': true } : {}),
  };
}
