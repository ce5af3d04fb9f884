// The platform gateway for /wps, /lgw and /lotto/lgw: Merchant header, language, maintenance and
// region gate, token auth and encrypted bodies, as hooks per route family (never inside handlers).
import { HEADER } from '@sim/shared/headers';
import { type Language, normaliseLanguage } from '@sim/shared/languages';
import { isTrialType } from '@sim/shared/member-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAgent } from '../domain/agents/team-guards.ts';
import { isInMaintenance, isRegionRestricted } from '../domain/system/status.ts';
import { PlatformError } from '../foundation/errors.ts';
import { registerBodyParsers } from './body-parsers.ts';
import { decryptRequestBody } from './encrypted-body.ts';
import { hasBody, mergeGetBodyIntoQuery } from './get-body.ts';
import type { RateCheck } from './rate-limit.ts';
import './types.ts';

/**
 * Exactly one Merchant header naming a known merchant (wire-contract.md 2: duplicates are refused);
 * null when the route lets it be absent and it is.
 */
async function resolveMerchant(app: FastifyInstance, request: FastifyRequest, optional: boolean) {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.toLowerCase() === HEADER.merchant) values.push(raw[i + 1]!);
  if (values.length === 0 && optional) return null;
  const reason =
    values.length === 0
      ? 'Merchant header is missing'
      : values.length > 1
        ? 'Merchant header is duplicated'
        : null;
  if (reason) throw PlatformError.of('functionNotAvailable', { message: reason });
  const merchant = await app.sim.merchants.get(values[0]!.trim());
  if (!merchant) throw PlatformError.of('functionNotAvailable', { message: `Unknown merchant ${values[0]}` });
  return merchant;
}

function requestLanguage(request: FastifyRequest, fallback: string): Language {
  const value = request.headers[HEADER.language];
  return normaliseLanguage(Array.isArray(value) ? value[0] : value, normaliseLanguage(fallback));
}

function gate(app: FastifyInstance, request: FastifyRequest): void {
  const now = app.sim.clock.now();
  const merchant = request.merchant;
  if (isInMaintenance(merchant, now)) {
    const end = merchant.state.maintenanceEndAt;
    const retryAfterSeconds = end
      ? Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000))
      : undefined;
    throw PlatformError.of('maintenance', {
      retryAfterSeconds,
      value: { maintenanceEndTime: end?.getTime() ?? null },
    });
  }
  const location = app.sim.location.resolve(request.ip, merchant.countryCode);
  if (isRegionRestricted(merchant, location)) throw PlatformError.of('regionRestricted', { value: location });
}

/** Registers the gateway's rules on `scope`; routes registered inside it get them. */
export function useGateway(
  scope: FastifyInstance,
  options: { loginRateCheck?: RateCheck | null } = {},
): void {
  registerBodyParsers(scope);
  scope.decorateRequest('merchant', null as never);
  scope.decorateRequest('member', null);
  scope.decorateRequest('language', null as never);

  scope.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.rateLimited === 'login' && options.loginRateCheck) {
      const retryAfterSeconds = await options.loginRateCheck(request);
      if (retryAfterSeconds) {
        const message = `Too many login attempts, please retry in ${retryAfterSeconds} seconds`;
        throw PlatformError.of('tooManyRequests', { message, retryAfterSeconds });
      }
    }
    const merchant = await resolveMerchant(scope, request, config.merchant === 'optional');
    // only merchant-optional calls go on without one, and they need nothing merchant-scoped
    if (!merchant) return;
    request.merchant = merchant;
    request.language = requestLanguage(request, merchant.defaultLanguage);
    if (config.gated !== false) gate(scope, request);
    if (config.auth) {
      const token = request.headers[HEADER.authorization];
      request.member = await scope.sim.sessions.authenticate(
        token?.trim() || undefined,
        request.merchant.code,
      );
      if (config.auth === 'agent') requireAgent(request.member);
      if (config.realAccount && isTrialType(request.member.type)) throw PlatformError.of('trialRestricted');
    }
  });

  // nothing to wait for unless a GET carries a body (most calls): `done` at once
  scope.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.encrypted) request.body = decryptRequestBody(request, scope.sim.rsaKey);
    if (request.method !== 'GET' || !hasBody(request)) return done();
    mergeGetBodyIntoQuery(request).then(() => done(), done);
  });
}
