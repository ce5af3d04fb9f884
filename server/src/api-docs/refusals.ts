// The refusals every operation can meet, as the gateway hooks and the error handler send them (all in
// the refusal envelope, `{success: false, errorCode, message, code?, value?}`): one reusable response per
// HTTP status, and which of them an operation lists, from the switches its route declares.
import type { JsonSchema, Response } from './types.ts';

export const REFUSAL_COMPONENT = 'Refusal';
export const REFUSAL_REF = { $ref: `#/components/schemas/${REFUSAL_COMPONENT}` };

const retryAfter = {
  'Retry-After': {
    description: 'Seconds until the call may be made again, when known',
    schema: { type: 'string', pattern: '^[0-9]+$' } as JsonSchema,
  },
};

interface RefusalSpec {
  name: string;
  description: string;
  retry?: boolean;
}

/** Every refusal status the simulator answers, by status. */
export const REFUSALS: Record<number, RefusalSpec> = {
  400: {
    name: 'BadRequest',
    description:
      'Bad input: a request part breaks its schema or a body is not JSON (`request_param_err`), an encrypted body cannot be opened (`request_body_required`), or the `Merchant` header is missing, duplicated or unknown (`function.not.available`, #543). The lottery gateway also refuses a bet or an unknown lottery with 400.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No live session for the token in `Authorization` (`login.not.session`): missing, unknown, ended, expired or ended by a login elsewhere.',
  },
  403: {
    name: 'RegionRestricted',
    description: "The caller's address is outside the merchant's allowed regions (`IP_NOT_ALLOW`).",
  },
  404: {
    name: 'NotFound',
    description: 'A path parameter names nothing the simulator serves (`path.not.found`).',
  },
  405: {
    name: 'MethodNotSupported',
    description: 'The call is not made with this HTTP method (`http_method_not_support`, #459).',
  },
  408: {
    name: 'RequestTimeout',
    description: 'The request did not arrive whole in time (`request_timeout`).',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than the call takes (`request_body_too_large`).',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many calls of this kind from this client (`TOO_MANY_REQUESTS`).',
    retry: true,
  },
  431: {
    name: 'HeadersTooLarge',
    description: 'The request headers are larger than the server reads (`request_header_too_large`).',
  },
  500: {
    name: 'SystemBusy',
    description:
      'An unexpected failure (`system.busy`, #727), never with internals; launchGame without launchMode answers it too, as the platform does.',
  },
  503: {
    name: 'Unavailable',
    description:
      'The merchant is in maintenance (`system.maintenance`, with `value.maintenanceEndTime`), a game vendor is, or QA injected a fault (control room: faults, which may answer any status they are given).',
    retry: true,
  },
};

/** components.responses: one per refusal status. */
export function refusalResponses(): Record<string, Response> {
  return Object.fromEntries(
    Object.values(REFUSALS).map((spec) => [
      spec.name,
      {
        description: spec.description,
        ...(spec.retry ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: REFUSAL_REF } },
      },
    ]),
  );
}

export const refusalRef = (status: number) => ({ $ref: `#/components/responses/${REFUSALS[status]!.name}` });

/** What the operation's route declares that decides which refusals it can meet. */
export interface RefusalFacts {
  /** behind the gateway (Merchant, language, maintenance, faults) */
  gateway: boolean;
  /** a token is checked: required, or optional but refused when dead */
  token: boolean;
  /** the maintenance and region gate applies (config.gated !== false) */
  gated: boolean;
  /** counts against a per-client rate limit */
  rateLimited: boolean;
  /** has path parameters a value may fail */
  pathParameters: boolean;
}

/** The refusal statuses an operation can answer besides what its route declares. */
export function refusalStatuses(facts: RefusalFacts): number[] {
  const statuses = [400, 408, 413, 431, 500];
  if (facts.token) statuses.push(401);
  if (facts.gateway && facts.gated) statuses.push(403);
  if (facts.pathParameters) statuses.push(404);
  if (facts.rateLimited) statuses.push(429);
  // maintenance (gated calls) and injected faults (any REST call)
  if (facts.gateway) statuses.push(503);
  return statuses.sort((a, b) => a - b);
}
