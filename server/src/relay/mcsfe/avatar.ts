// MCSFE_getPlayerAvatar (endpoint-registry.md, token): `{"avatar":"0","avatarType":"STATIC"}`
// (wire-contract.md 4.12). Changed through PUT /wps/member/info/icon.
import { ok } from '@sim/shared/envelope';
import { avatarSchema } from '@sim/shared/wps/avatar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberAvatar } from '../../domain/avatar/avatar.ts';
import { envelope } from '../../foundation/envelope.ts';
import { memberOf } from '../../gateway/member.ts';

const avatarRelay: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/MCSFE_getPlayerAvatar',
    {
      config: { auth: 'member' },
      schema: { tags: ['relay: member'], summary: "The member's picture", response: envelope(avatarSchema) },
    },
    async (request) => ok(await memberAvatar(app.sim.db, memberOf(request).memberId)),
  );
};

export default avatarRelay;
