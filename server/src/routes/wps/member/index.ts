// /wps/member: registration (encrypted), the logged-in member, password change and recovery, language.
// /register/autoUsername picks the username (register-auto.ts), otherwise the registration by username.
// LIMITATIONS: POST /info reads the member like GET, it changes nothing (payment password: funds.ts; icon: icon.ts; bank cards:
// bank-card.ts; security questions: security-questions.ts).
import { noValueSchema, ok } from '@sim/shared/envelope';
import { memberInfoSchema } from '@sim/shared/wps/member';
import {
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  memberLanguageSchema,
  setPasswordByPhoneRequestSchema,
} from '@sim/shared/wps/password';
import {
  type RegisterResponse,
  registerMobileRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@sim/shared/wps/register';
import { loginResponseSchema } from '@sim/shared/wps/session';
import { smsNoLoginRequestSchema, smsSentSchema } from '@sim/shared/wps/verification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountDeps, RequestContext } from '../../../domain/accounts/account-deps.ts';
import { memberInfo } from '../../../domain/accounts/member-info.ts';
import { memberLanguage, setMemberLanguage } from '../../../domain/accounts/member-language.ts';
import { changePassword } from '../../../domain/accounts/password-change.ts';
import { recoverByEmail, setPasswordByPhone } from '../../../domain/accounts/password-recovery.ts';
import { registerByMobile, registerByUsername } from '../../../domain/accounts/register.ts';
import { registerWithAutoUsername } from '../../../domain/accounts/register-auto.ts';
import { sendPasswordResetCode } from '../../../domain/accounts/sms-codes.ts';
import type { MerchantProfile } from '../../../domain/merchants/directory.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';
import { requestContext } from '../../../gateway/request-context.ts';

const tags = ['member'];

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Registers and logs the new member in, by username or by mobile. */
  const register = async <Body extends { loginDeviceId?: string | null }>(
    request: FastifyRequest & { body: Body },
    registerWith: (
      deps: AccountDeps,
      merchant: MerchantProfile,
      body: Body,
      ctx: RequestContext,
    ) => Promise<RegisterResponse>,
  ) =>
    ok(
      await registerWith(
        app.sim,
        request.merchant,
        request.body,
        requestContext(app, request, request.body.loginDeviceId),
      ),
    );

  // the legacy jQuery client reads its member with a POST too (endpoint-registry.md J: GET/POST)
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/info',
      config: { auth: 'member' },
      schema: {
        tags,
        summary:
          method === 'GET'
            ? 'The logged-in member'
            : 'The logged-in member (the legacy client’s POST; a body is ignored)',
        ...(method === 'POST' ? { body: z.unknown() } : {}),
        response: envelope(memberInfoSchema),
      },
      handler: async (request) =>
        ok(await memberInfo(app.sim.db, app.sim.clock, request.merchant, memberOf(request).memberId)),
    });

  app.put(
    '/register',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Register by username (encrypted); the new member is logged in',
        body: registerRequestSchema,
        response: envelope(registerResponseSchema),
      },
    },
    (request) => register(request, registerByUsername),
  );

  app.put(
    '/register/autoUsername',
    {
      schema: {
        tags,
        summary:
          'Register with a username the platform picks (userName in the answer); the new member is logged in',
        body: registerRequestSchema,
        response: envelope(registerResponseSchema),
      },
    },
    (request) => register(request, registerWithAutoUsername),
  );

  app.put(
    '/register/mobile',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Register by mobile number with an SMS code (encrypted)',
        body: registerMobileRequestSchema,
        response: envelope(registerResponseSchema),
      },
    },
    (request) => register(request, registerByMobile),
  );

  const passwordChange = (encrypted: boolean, summary: string) => ({
    config: { encrypted, auth: 'member', realAccount: true } as const,
    schema: { tags, summary, body: changePasswordRequestSchema, response: envelope(noValueSchema) },
  });
  const changeOwnPassword = async (
    request: FastifyRequest & { body: z.infer<typeof changePasswordRequestSchema> },
  ) => ok(await changePassword(app.sim, request.merchant, memberOf(request).memberId, request.body));
  app.post('/password', passwordChange(true, 'Change the password (encrypted)'), changeOwnPassword);
  // the SIT backends' plain twin for scripts, like /wps/session/login/unsecure (wire-contract.md 8)
  app.post(
    '/password/unsecure',
    passwordChange(
      false,
      'Change the password with a plain body (for scripts, as the SIT backends expose it)',
    ),
    changeOwnPassword,
  );

  app.post(
    '/password/email',
    {
      schema: {
        tags,
        summary: 'Forgot password: a temporary password by e-mail (form data)',
        consumes: ['application/x-www-form-urlencoded'],
        body: forgotByEmailRequestSchema,
        response: envelope(noValueSchema),
      },
    },
    async (request) =>
      ok(
        await recoverByEmail(app.sim, request.merchant, request.body),
        'A temporary password has been sent to your e-mail',
      ),
  );

  app.post(
    '/password/sms',
    {
      schema: {
        tags,
        summary: 'Forgot password: send an SMS code',
        body: smsNoLoginRequestSchema,
        response: envelope(smsSentSchema),
      },
    },
    async (request) =>
      ok(
        await sendPasswordResetCode(
          app.sim,
          request.merchant,
          request.body.mobileNum,
          request.body.countryDialingCode,
        ),
      ),
  );

  app.post(
    '/password/verification',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Forgot password: set a new one with the SMS code and log in (encrypted)',
        body: setPasswordByPhoneRequestSchema,
        response: envelope(loginResponseSchema),
      },
    },
    async (request) =>
      ok(await setPasswordByPhone(app.sim, request.merchant, request.body, requestContext(app, request))),
  );

  app.get(
    '/language',
    {
      config: { auth: 'member' },
      schema: { tags, summary: "The member's language", response: envelope(memberLanguageSchema) },
    },
    async (request) => ok(await memberLanguage(app.sim.db, request.merchant, memberOf(request).memberId)),
  );

  app.put(
    '/language',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: "Store the member's language",
        body: memberLanguageSchema,
        response: envelope(memberLanguageSchema),
      },
    },
    async (request) =>
      ok(await setMemberLanguage(app.sim.db, memberOf(request).memberId, request.body.language)),
  );
};

export default memberRoutes;
