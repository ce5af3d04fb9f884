// /wps/verification/sms: simulated SMS codes for login and for registration (codes go to the
// outbox the admin surface reads). Both body shapes real clients send are accepted.
import { ok } from '@sim/shared/envelope';
import {
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsSentSchema,
} from '@sim/shared/wps/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePhone } from '../../../domain/accounts/phone.ts';
import { isModuleOn } from '../../../domain/merchants/flags.ts';
import { envelope } from '../../../platform/envelope.ts';
import { PlatformError } from '../../../platform/errors.ts';

const notEnabled = () =>
  PlatformError.of('functionNotAvailable', {
    message: 'This operation is not enabled, please contact customer service',
  });

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
    async (request) => {
      const { merchant } = request;
      if (!isModuleOn(merchant, 'VERIFICATION3')) throw notEnabled();
      const phone = parsePhone(merchant, request.body.mobileNum, request.body.countryDialingCode);
      const member = await app.sim.db.member.findFirst({
        where: { merchantCode: merchant.code, mobile: phone.mobile },
      });
      if (!member) throw PlatformError.of('phoneNotRegistered');
      return ok(await app.sim.codes.send(merchant.code, phone, 'LOGIN'));
    },
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
    async (request) => {
      const { merchant } = request;
      if (!isModuleOn(merchant, 'MOBILENUMREG3') && !isModuleOn(merchant, 'REGMOBVERF3')) throw notEnabled();
      const phone = parsePhone(
        merchant,
        request.body.mobileNo ?? request.body.mobileNum,
        request.body.countryDialingCode,
      );
      const taken = await app.sim.db.member.findFirst({
        where: { merchantCode: merchant.code, OR: [{ mobile: phone.mobile }, { username: phone.mobile }] },
      });
      if (taken) throw PlatformError.of('mobileTaken');
      return ok(await app.sim.codes.send(merchant.code, phone, 'REGISTER'));
    },
  );
};

export default verificationRoutes;
