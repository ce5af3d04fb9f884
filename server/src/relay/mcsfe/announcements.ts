// MCSFE_getListAnnouncements (desktop) and CCSFE_getListAnnouncements (mobile): notices, banners,
// popups and promotions (wire-contract.md 4.7). Public; a token is accepted and ignored.
// Texts follow the `Language` header (English where a notice lacks that language).
// LIMITATIONS: platform and execution are accepted and ignored; nothing is
// ever read (read: false), the hot list is empty and AFTER_LOGIN is not told apart.
import { ok } from '@sim/shared/envelope';
import { announcementQuerySchema, announcementsSchema } from '@sim/shared/relay/mcsfe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementTypesOf, listAnnouncements } from '../../domain/notices/announcements.ts';
import { envelope } from '../../foundation/envelope.ts';

const announcementRelays: FastifyPluginAsyncZod = async (app) => {
  for (const name of ['MCSFE_getListAnnouncements', 'CCSFE_getListAnnouncements']) {
    app.get(
      `/${name}`,
      {
        // a notice shows from its start to its end: the clock's minute decides which are live
        config: { cache: { varies: ['merchant', 'language', 'query', 'minute'], topics: ['notices'] } },
        schema: {
          tags: ['relay: notices'],
          summary: 'Notices (PL), promotions (PR), popups (PU) and banners (B)',
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
  }
};

export default announcementRelays;
