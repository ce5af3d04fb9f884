// GET/PUT /wps/member/info/icon (PROFPIC3, endpoint-registry.md): the member's picture, a preset
// (STATIC) or an uploaded png/jpg (CUSTOM). MCSFE_getPlayerAvatar reads the same.
import { ok } from '@sim/shared/envelope';
import { AVATAR_MAX_BYTES, avatarSchema, setAvatarRequestSchema } from '@sim/shared/wps/avatar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberAvatar, setMemberAvatar } from '../../../domain/avatar/avatar.ts';
import { envelope } from '../../../foundation/envelope.ts';
import { memberOf } from '../../../gateway/member.ts';

const tags = ['member'];
const config = { auth: 'member' } as const;
/** a 5MB picture as base64, with room for the JSON around it */
const AVATAR_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 16 * 1024;

const iconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/info/icon',
    { config, schema: { tags, summary: "The member's picture", response: envelope(avatarSchema) } },
    async (request) => ok(await memberAvatar(app.sim.db, memberOf(request).memberId)),
  );

  app.put(
    '/info/icon',
    {
      config,
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Choose a preset picture (STATIC) or upload a png/jpg of at most 5MB (CUSTOM)',
        body: setAvatarRequestSchema,
        response: envelope(avatarSchema),
      },
    },
    async (request) =>
      ok(await setMemberAvatar(app.sim, request.merchant, memberOf(request).memberId, request.body)),
  );
};

export default iconRoutes;
