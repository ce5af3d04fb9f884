// /wps/verification/sms: simulated SMS codes for login and for registration (codes go to the
// outbox the admin surface reads). Both body shapes real clients send are accepted.
// /wps/verification/external: the external SMS verification service (firebaseChannel/firebaseIdToken),
// simulated: whether it is on, a code (send) and its confirmation into an ID token (verify).
// LIMITATIONS: nothing is really sent (codes wait in the outbox); no voice codes and no geetest in front
// of the send (e-mail codes exist only for the login verification of an unregistered address). The three
// /external calls are the simulator's design in the spirit of /wps/captcha/geetest/load and /verify, not
// platform calls: the real site talks to Firebase phone authentication (reCAPTCHA, sessionInfo, a JWT ID
// token the platform checks with Google), none of which is modelled; the token is an opaque string,
// firebaseChannel must be `firebase`, and the switch is the simulator's per-merchant setting (admin
// externalSms.set) where the real platform keeps it in its own settings. The platform's own SMS sends keep
// answering while the switch is on; the registration and password reset then want the token.
import { ok } from '@sim/shared/envelope';
import {
  externalSmsConfigSchema,
  externalSmsSendRequestSchema,
  externalSmsSentSchema,
  externalSmsTokenSchema,
  externalSmsVerifyRequestSchema,
} from '@sim/shared/wps/external-sms';
import {
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsSentSchema,
} from '@sim/shared/wps/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmExternalCode,
  externalSmsConfig,
  sendExternalCode,
} from '../../../domain/accounts/external-sms.ts';
import { sendLoginCode, sendRegisterCode } from '../../../domain/accounts/sms-codes.ts';
import { envelope } from '../../../foundation/envelope.ts';

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sms/noLogin',
    {
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS login code to a registered mobile',
        body: smsNoLoginRequestSchema,
        response: envelope(smsSentSchema),
      },
    },
    async (request) =>
      ok(
        await sendLoginCode(
          app.sim,
          request.merchant,
          request.body.mobileNum,
          request.body.countryDialingCode,
        ),
      ),
  );

  app.post(
    '/sms/register',
    {
      schema: {
        tags: ['verification'],
        summary: 'Send an SMS registration code to a mobile not yet registered',
        body: smsRegisterRequestSchema,
        response: envelope(smsSentSchema),
      },
    },
    async (request) =>
      ok(
        await sendRegisterCode(
          app.sim,
          request.merchant,
          request.body.mobileNo ?? request.body.mobileNum,
          request.body.countryDialingCode,
        ),
      ),
  );

  app.get(
    '/external',
    {
      schema: {
        tags: ['verification'],
        summary:
          'Simulated external SMS verification service: on for the merchant, its channel and countdown',
        response: envelope(externalSmsConfigSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await externalSmsConfig(app.sim.db, request.merchant));
    },
  );

  app.post(
    '/external/send',
    {
      schema: {
        tags: ['verification'],
        summary: 'Simulated external SMS verification service: send a code (register or forgotPassword)',
        description:
          'The code lands in the SMS outbox marked sender EXTERNAL; the answer names the verification (sessionInfo). Switch off: #543 function.not.available.',
        body: externalSmsSendRequestSchema,
        response: envelope(externalSmsSentSchema),
      },
    },
    async (request) => ok(await sendExternalCode(app.sim, request.merchant, request.body)),
  );

  app.post(
    '/external/verify',
    {
      schema: {
        tags: ['verification'],
        summary: 'Simulated external SMS verification service: confirm the code into a firebaseIdToken',
        description:
          'The token (one use, expires on the simulated clock) goes with firebaseChannel on PUT /wps/member/register, PUT /wps/member/register/mobile or POST /wps/member/password/verification instead of verificationCode.',
        body: externalSmsVerifyRequestSchema,
        response: envelope(externalSmsTokenSchema),
      },
    },
    async (request) => ok(await confirmExternalCode(app.sim, request.merchant, request.body)),
  );
};

export default verificationRoutes;
