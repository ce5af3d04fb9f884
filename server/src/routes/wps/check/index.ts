// /wps/check/username: success when the name is free and well-formed, the platform's error otherwise.
// LIMITATIONS: only the username; no availability check for a mobile number or an e-mail address.
import { noValueSchema, ok } from '@sim/shared/envelope';
import { checkUsernameQuerySchema } from '@sim/shared/wps/register';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkUsernameAvailable } from '../../../domain/accounts/register.ts';
import { envelope } from '../../../foundation/envelope.ts';

const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/username',
    {
      schema: {
        tags: ['register'],
        summary: 'Is this username free?',
        querystring: checkUsernameQuerySchema,
        response: envelope(noValueSchema),
      },
    },
    async (request) => ok(await checkUsernameAvailable(app.sim, request.merchant, request.query.username)),
  );
};

export default checkRoutes;
