// MCSFE_* relays of the game world: favourites (4.9) and announcements (4.7).
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { gameItemSchema } from './gcsgame.ts';

export const favoriteGameBodySchema = z
  .object({
    nodeId: wireInt(z.number().int()),
    vendor: z.string().optional(),
    gameType: z.string().optional(),
  })
  .loose();
export const favoriteIdsSchema = z.array(z.string());
export const favoriteListQuerySchema = z
  .object({
    pageNo: wireInt(z.number().int().min(1)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(200)).default(24),
  })
  .loose();
export const favoriteListSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});

export const announcementQuerySchema = z
  .object({ types: z.string().optional(), platform: z.string().optional(), execution: z.string().optional() })
  .loose();

export const announcementSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    merchantCode: z.string(),
    type: z.string(),
    status: z.literal('A'),
    startDate: z.number(),
    endDate: z.number().nullable(),
    noExpiry: z.number().int(),
    platform: z.string(),
    execution: z.string(),
    priority: z.number().int(),
    startDateStr: z.string(),
    read: z.boolean(),
    sortIndex: z.number().int(),
    announcementLink: z.string(),
    announcementImages: z.array(
      z.object({ imageId: z.number().int(), sequence: z.number().int(), url: z.string() }),
    ),
  })
  .loose();
export const bannerSchema = z
  .object({
    title: z.string(),
    announcementId: z.number().int(),
    url: z.string(),
    linkage: z.string(),
    linkageType: z.string(),
    groupName: z.string(),
    platform: z.string(),
    redirect: z.string(),
  })
  .loose();
export const announcementsSchema = z.object({
  player: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  hot: z.array(announcementSchema),
  banners: z.array(bannerSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;
