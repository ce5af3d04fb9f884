// /cdn: the image host of the simulated merchant (status `imageCDNs`), serving drawn SVG artwork.

import { normaliseLanguage } from '@sim/shared/languages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customAvatarImage } from '../domain/avatar/avatar.ts';
import { gameTileFacts, vendorLogoFacts } from '../domain/catalogue/game-tile.ts';
import { announcementBannerTitle } from '../domain/notices/banners.ts';
import { goodsNameOfImage } from '../domain/points/goods.ts';
import { promotionBannerTitle } from '../domain/promotions/banners.ts';
import { PlatformError } from '../foundation/errors.ts';
import { pointsMallCaption } from './art-labels.ts';
import { banner, gameIcon, gameTile, vendorLogo } from './artwork.ts';
import { presetAvatar } from './avatar-artwork.ts';
import { motifOf } from './tile-motifs.ts';

const CACHE = 'public, max-age=86400';
const stem = (file: string) => file.replace(/\.[a-z0-9]+$/i, '');
const sendSvg = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', CACHE).type('image/svg+xml').send(body);

const cdnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/TCG_GAME_ICONS/:vendor/:lang/:file',
    { schema: { hide: true, params: z.object({ vendor: z.string(), lang: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const code = stem(request.params.file);
      const game = await gameTileFacts(app.sim.db, code);
      if (!game) return sendSvg(reply, gameIcon(code, request.params.vendor));
      return sendSvg(
        reply,
        gameTile({
          title: game.name,
          vendorCode: game.vendorCode,
          vendorName: game.vendor.name,
          motif: motifOf(game.gameType, game.gameClassify, game.name),
          live: game.gameType === 'LIVE',
        }),
      );
    },
  );

  app.get(
    '/images/TCG_PROD_IMAGES/VENDOR_ICON/:file',
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const [code = '', style = 'COLOR'] = stem(request.params.file).split(/-(?=[A-Z]+$)/);
      const vendor = await vendorLogoFacts(app.sim.db, code);
      return sendSvg(reply, vendorLogo(code, style, vendor?.name));
    },
  );

  app.get(
    '/banners/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string() }),
        querystring: z.object({ lang: z.string().optional() }).loose(),
      },
    },
    async (request, reply) => {
      const url = `/cdn/banners/${request.params.file}`;
      // a banner reads in the language its link names (English without one)
      const language = normaliseLanguage(request.query.lang, 'EN');
      const title =
        (await announcementBannerTitle(app.sim.db, url, language)) ??
        (await promotionBannerTitle(app.sim.db, url, language));
      return sendSvg(reply, banner(title ?? stem(request.params.file)));
    },
  );

  app.get(
    '/goods/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string() }),
        querystring: z.object({ lang: z.string().optional() }).loose(),
      },
    },
    async (request, reply) => {
      // the goods' name in the language its link names (the points mall links with ?lang=)
      const language = normaliseLanguage(request.query.lang, 'EN');
      const name =
        (await goodsNameOfImage(app.sim.db, `/cdn/goods/${request.params.file}`, language)) ??
        stem(request.params.file);
      return sendSvg(reply, gameIcon(name, pointsMallCaption(request.query.lang)));
    },
  );

  app.get(
    '/images/avatars/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,3}\.svg$/) }) } },
    (request, reply) => sendSvg(reply, presetAvatar(Number(stem(request.params.file)))),
  );

  // `<memberId>-<version>`: a new upload gets a new URL, so the long cache never shows an old picture
  app.get(
    '/images/avatars/custom/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d+-\d+$/) }) } },
    async (request, reply) => {
      const memberId = Number(request.params.file.split('-')[0]);
      const image = await customAvatarImage(app.sim.db, memberId);
      if (!image) throw PlatformError.of('notFound');
      return reply.header('cache-control', CACHE).type(image.type).send(image.bytes);
    },
  );
};

export default cdnRoutes;
