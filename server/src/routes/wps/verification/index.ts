// /wps/verification/sms: simulated SMS codes for login and for registration (codes go to the
// outbox the admin surface reads). Both body shapes real clients send are accepted.
// LIMITATIONS: nothing is really sent (codes wait in the outbox); no voice or e-mail codes and no
// geetest in front of the send.
import { ok } from '@sim/shared/envelope';
import {
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsSentSchema,
} from '@sim/shared/wps/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};

export default verificationRoutes;
