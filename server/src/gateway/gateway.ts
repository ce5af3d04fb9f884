// The platform gateway for /wps, /lgw and /lotto/lgw: Merchant header, language, maintenance and
// region gate, token auth and encrypted bodies, as hooks per route family (never inside handlers).
import { HEADER } from '@sim/shared/headers';
import { type Language, normaliseLanguage } from '@sim/shared/languages';
import { isTrialType } from '@sim/shared/member-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAgent } from '../domain/agents/team-guards.ts';
import type { MerchantProfile } from '../domain/merchants/directory.ts';
import { isInMaintenance, isRegionRestricted } from '../domain/system/status.ts';
import { PlatformError } from '../foundation/errors.ts';
import { registerBodyParsers } from './body-parsers.ts';
import { decryptRequestBody } from './encrypted-body.ts';
import { hasBody, mergeGetBodyIntoQuery } from './get-body.ts';
import type { RateCheck } from './rate-limit.ts';
import './types.ts';

/**
 * The code in exactly one Merchant header (wire-contract.md 2: duplicates are refused); null when the
 * route lets it be absent and it is.
 */
function merchantCodeOf(request: FastifyRequest, optional: boolean): string | null {
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
  return values[0]!.trim();
}

const unknownMerchant = (code: string) =>
  PlatformError.of('functionNotAvailable', { message: `Unknown merchant ${code}` });

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

  /** The Merchant check, language and gate once the merchant's profile is at hand. */
  const admitMerchant = (request: FastifyRequest, merchant: MerchantProfile) => {
    request.merchant = merchant;
    request.language = requestLanguage(request, merchant.defaultLanguage);
    if (request.routeOptions.config.gated !== false) gate(scope, request);
  };

  /** Every rule, waiting where one must (the login rate check, a merchant not loaded yet, the token). */
  const admit = async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config.rateLimited === 'login' && options.loginRateCheck) {
      const retryAfterSeconds = await options.loginRateCheck(request);
      if (retryAfterSeconds) {
        const message = `Too many login attempts, please retry in ${retryAfterSeconds} seconds`;
        throw PlatformError.of('tooManyRequests', { message, retryAfterSeconds });
      }
    }
    const code = merchantCodeOf(request, config.merchant === 'optional');
    // only merchant-optional calls go on without one, and they need nothing merchant-scoped
    if (code === null) return;
    const merchant = await scope.sim.merchants.get(code);
    if (!merchant) throw unknownMerchant(code);
    admitMerchant(request, merchant);
    if (config.auth) {
      const token = request.headers[HEADER.authorization];
      request.member = await scope.sim.sessions.authenticate(
        token?.trim() || undefined,
        request.merchant.code,
      );
      if (config.auth === 'agent') requireAgent(request.member);
      if (config.realAccount && isTrialType(request.member.type)) throw PlatformError.of('trialRestricted');
    }
  };

  /** The same rules without a promise when nothing needs waiting for (a call without a token, its
   *  merchant loaded): false when `admit` must run instead. */
  const admitAtOnce = (request: FastifyRequest): boolean => {
    const config = request.routeOptions.config;
    if (config.auth || (config.rateLimited === 'login' && options.loginRateCheck)) return false;
    const code = merchantCodeOf(request, config.merchant === 'optional');
    if (code === null) return true;
    const merchant = scope.sim.merchants.peek(code);
    if (!merchant) return false;
    admitMerchant(request, merchant);
    return true;
  };

  scope.addHook('onRequest', (request, _reply, done) => {
    try {
      if (admitAtOnce(request)) return done();
    } catch (error) {
      return done(error as Error);
    }
    admit(request).then(() => done(), done);
  });

  // nothing to wait for unless a GET carries a body (most calls): `done` at once
  scope.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.encrypted) request.body = decryptRequestBody(request, scope.sim.rsaKey);
    if (request.method !== 'GET' || !hasBody(request)) return done();
    mergeGetBodyIntoQuery(request).then(() => done(), done);
  });
}
