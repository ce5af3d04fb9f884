// The legacy client's notices (endpoint-registry.md J): GET /wps/system/announcements (a flat list, newest
// first, PL unless `types` names others) and GET /wps/system/announcements/advanced (the grouped answer of
// MCSFE_getListAnnouncements: player, promotion, popup, hot, banners). Both read the same Announcement rows as
// the relay, live on the simulated clock, in the caller's language. Public.
// LIMITATIONS: the legacy shapes were never seen; the flat list is the agents' notice list with the type added
// (its neighbour /wps/agent/announcements), the advanced one the relay's answer.
import { ok } from '@sim/shared/envelope';
import { announcementQuerySchema, announcementsSchema } from '@sim/shared/relay/mcsfe';
import {
  legacyNoticeListSchema,
  legacyNoticeQuerySchema,
  type legacyNoticeSchema,
  noticeTypesOf,
} from '@sim/shared/wps/system-boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { announcementTypesOf, listAnnouncements } from '../../../domain/notices/announcements.ts';
import { liveNotices } from '../../../domain/notices/notice-list.ts';
import { envelope } from '../../../foundation/envelope.ts';

const tags = ['system'];
/** the relay's declaration: a notice shows from its start to its end, so the clock's minute decides which are live */
const NOTICES_CACHE = { varies: ['merchant', 'language', 'query', 'minute'], topics: ['notices'] } as const;

const legacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcements',
    {
      config: { cache: NOTICES_CACHE },
      schema: {
        tags,
        summary: 'Notices as a flat list, newest first (types PL, PU, PR comma-separated; PL by default)',
        querystring: legacyNoticeQuerySchema,
        response: envelope(legacyNoticeListSchema),
      },
    },
    async (request) => {
      const types = noticeTypesOf(request.query.types);
      const notices = await liveNotices(
        app.sim.db,
        request.merchant.code,
        app.sim.clock.now(),
        request.language,
        types,
      );
      // the rows were picked by these types
      return ok(notices as z.infer<typeof legacyNoticeSchema>[]);
    },
  );

  app.get(
    '/announcements/advanced',
    {
      config: { cache: NOTICES_CACHE },
      schema: {
        tags,
        summary: 'Notices grouped by kind with every field, as MCSFE_getListAnnouncements answers them',
        querystring: announcementQuerySchema,
        response: envelope(announcementsSchema),
      },
    },
    async (request) => {
      return ok(
        await listAnnouncements(
          app.sim.db,
          request.merchant.code,
          app.sim.clock.now(),
          announcementTypesOf(request.query.types),
          request.language,
        ),
      );
    },
  );
};

export default legacyNoticeRoutes;
