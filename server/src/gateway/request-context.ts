// Who is asking, as the account flows need it: captcha cookie, device, the visitor's address (the
// simulated one when QA set it, so LOGINIPVERF3 scenarios can be scripted) and any session held.
import { CAPTCHA_COOKIE, DEVICE_COOKIE } from '@sim/shared/headers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../domain/accounts/account-deps.ts';

export function requestContext(
  app: FastifyInstance,
  request: FastifyRequest,
  deviceId?: string | null,
): RequestContext {
  // parsed here, not by a hook on every call (app.ts registers @fastify/cookie with `hook: false`)
  const cookie = request.headers.cookie;
  request.cookies ??= cookie ? app.parseCookie(cookie) : {};
  return {
    captchaId: request.cookies[CAPTCHA_COOKIE],
    deviceId: deviceId ?? request.cookies[DEVICE_COOKIE] ?? null,
    ip: app.sim.location.resolve(request.ip, request.merchant.countryCode).ip,
    sessionToken: request.headers.authorization,
  };
}
