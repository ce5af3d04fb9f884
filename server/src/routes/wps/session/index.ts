// /wps/session: the RSA key, login (encrypted, and the SIT plain twin for scripts) and logout.
// LIMITATIONS: no SMS login, login verification, geetest or free play yet (the account-flows issue).
import { CAPTCHA_COOKIE, DEVICE_COOKIE } from '@sim/shared/headers';
import { type LoginRequest, loginRequestSchema, loginResponseSchema } from '@sim/shared/wps/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login } from '../../../domain/accounts/login.ts';
import { envelope } from '../../../platform/route-schema.ts';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/key/rsa',
    {
      config: { gated: false },
      schema: {
        tags: ['session'],
        summary: 'RSA modulus (hex, exponent 10001) for the encrypted calls',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache, no-store').type('text/plain; charset=utf-8');
      return app.sim.rsaKey.modulusHex;
    },
  );

  const handleLogin = async (request: FastifyRequest, payload: LoginRequest, skipCaptcha: boolean) => {
    const body = { ...payload, loginDeviceId: payload.loginDeviceId ?? request.cookies[DEVICE_COOKIE] };
    const value = await login(app.sim, body, {
      merchant: request.merchant,
      captchaId: request.cookies[CAPTCHA_COOKIE],
      ip: request.ip,
      skipCaptcha,
    });
    return { success: true as const, value };
  };

  app.post(
    '/login',
    {
      config: { encrypted: true },
      schema: {
        tags: ['session'],
        summary: 'Log in (RSA+DES encrypted body)',
        description:
          'Body: DES ciphertext as raw text, a JSON string or {"value": ...}; key in the Encryption header.',
        body: loginRequestSchema,
        response: envelope(loginResponseSchema),
      },
    },
    (request) => handleLogin(request, request.body, false),
  );

  app.post(
    '/login/unsecure',
    {
      schema: {
        tags: ['session'],
        summary: 'Plain login for scripts (as the SIT backends expose it)',
        body: loginRequestSchema,
        response: envelope(loginResponseSchema),
      },
    },
    (request) => handleLogin(request, request.body, true),
  );

  const logoutOptions = {
    config: { auth: 'member', gated: false } as const,
    schema: {
      tags: ['session'],
      summary: 'Log out (DELETE, or POST as some clients do)',
      response: envelope(z.null()),
    },
  };
  const logout = async (request: FastifyRequest) => {
    await app.sim.sessions.end(request.member!.token, 'logout');
    return { success: true as const, value: null };
  };
  app.delete('/logout', logoutOptions, logout);
  app.post('/logout', logoutOptions, logout);
};

export default sessionRoutes;
