// /wps/session: the RSA key, login (encrypted; username or SMS code), its SIT plain twin for scripts,
// the extra verification for unregistered addresses (SMS or e-mail code, Google authenticator code, payee
// name), free play, logout. With GEETEST3 on the login carries geetestValidateV4 (domain/captcha/geetest.ts).
// LIMITATIONS: the Google authenticator is simulated (a TOTP secret the back office binds; no binding call
// on the site); an authenticator code may be used again within its 30 s step.
import { noValueSchema, ok } from '@sim/shared/envelope';
import {
  freePlayRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  loginResponseSchema,
  loginVerificationRequestSchema,
} from '@sim/shared/wps/session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startFreePlay } from '../../../domain/accounts/free-play.ts';
import { login } from '../../../domain/accounts/login.ts';
import { completeLoginVerification } from '../../../domain/accounts/login-verification.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestContext } from '../../../gateway/request-context.ts';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/key/rsa',
    {
      // /js/encrypt.js fetches it with only Cache-Control: no Merchant header (wire-contract.md 8)
      config: { gated: false, merchant: 'optional' },
      schema: {
        tags: ['session'],
        summary: 'RSA modulus (hex, exponent 10001) for the encrypted calls; Merchant optional',
        produces: ['text/plain'],
        querystring: z.object({ t: z.string().optional(), _: z.string().optional() }).loose(),
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache, no-store').type('text/plain; charset=utf-8');
      return app.sim.rsaKey.modulusHex;
    },
  );

  const handleLogin = async (request: FastifyRequest, payload: LoginRequest, plain: boolean) => {
    const ctx = requestContext(app, request, payload.loginDeviceId);
    return ok(await login(app.sim, request.merchant, payload, ctx, { plain }));
  };

  app.post(
    '/login',
    {
      config: { encrypted: true, rateLimited: 'login' },
      schema: {
        tags: ['session'],
        summary: 'Log in by username or SMS code (RSA+DES encrypted body)',
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
      config: { rateLimited: 'login' },
      schema: {
        tags: ['session'],
        summary: 'Plain login for scripts (as the SIT backends expose it): no captcha, no address check',
        body: loginRequestSchema,
        response: envelope(loginResponseSchema),
      },
    },
    (request) => handleLogin(request, request.body, true),
  );

  app.post(
    '/login/verification',
    {
      config: { encrypted: true, rateLimited: 'login' },
      schema: {
        tags: ['session'],
        summary: 'Finish a login that answered login_verify_required (encrypted)',
        body: loginVerificationRequestSchema,
        response: envelope(loginResponseSchema),
      },
    },
    async (request) =>
      ok(
        await completeLoginVerification(
          app.sim,
          request.merchant,
          request.body,
          requestContext(app, request, request.body.loginDeviceId),
        ),
      ),
  );

  app.post(
    '/login/freeplay',
    {
      config: { rawBody: true },
      schema: {
        tags: ['session'],
        summary: 'Start free play as a new trial account (type 4)',
        body: freePlayRequestSchema,
        response: envelope(loginResponseSchema),
      },
    },
    async (request) => ok(await startFreePlay(app.sim, request.merchant, requestContext(app, request))),
  );

  const logoutOptions = {
    config: { auth: 'member', gated: false } as const,
    schema: {
      tags: ['session'],
      summary: 'Log out (DELETE, or POST as some clients do)',
      response: envelope(noValueSchema),
    },
  };
  const logout = async (request: FastifyRequest) => {
    await app.sim.sessions.end(memberOf(request).token, 'logout');
    return ok(null);
  };
  app.delete('/logout', logoutOptions, logout);
  app.post('/logout', logoutOptions, logout);

  // the legacy jQuery client keeps its session alive with it; a stale one is the usual 401
  const touchOptions = {
    config: { auth: 'member' } as const,
    schema: {
      tags: ['session'],
      summary: 'Keep the session alive (legacy clients)',
      response: envelope(noValueSchema),
    },
  };
  const touch = async () => ok(null);
  app.get('/touch', touchOptions, touch);
  app.post('/touch', touchOptions, touch);
};

export default sessionRoutes;
