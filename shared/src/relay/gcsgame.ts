// GCSGAME_* relays: the catalogue (wire-contract.md 4.8) — game list, hot games, vendor lanes.
import { z } from 'zod';
import { wireInt, wireNumber } from '../wire-number.ts';
import { GAME_LIST_DEFAULT_PAGE_SIZE, GAME_LIST_MAX_PAGE_SIZE } from './gcsgame-catalogue';

export * from './gcsgame-catalogue';

const flag01 = z.union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]);

export const gameListQuerySchema = z
  .object({
    merchant: z.string().optional(),
    platform: z.string().optional(),
    clientType: wireInt(z.number().int()).optional(),
    gameType: z.string().toUpperCase().optional(),
    gameClassify: z.string().optional(),
    vassalage: z.string().optional(),
    gameName: z.string().max(64).optional(),
    isNew: flag01.optional(),
    minBet: wireNumber(z.number().min(0)).optional(),
    minLineNum: wireInt(z.number().int().min(0)).optional(),
    /** the sub-games of a VASSALAGE entry */
    nodeId: wireInt(z.number().int()).optional(),
    pageNo: wireInt(z.number().int().min(1)).default(1),
    pageSize: wireInt(z.number().int().min(1).max(GAME_LIST_MAX_PAGE_SIZE)).default(
      GAME_LIST_DEFAULT_PAGE_SIZE,
    ),
    language: z.string().optional(),
  })
  .loose();
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** One game as the real catalogue serves it (CAT capture), the fields clients read. */
export const gameItemSchema = z
  .object({
    nodeId: z.number().int(),
    nodeName: z.string(),
    gameName: z.string(),
    gameId: z.string(),
    roomId: z.string(),
    code: z.string(),
    vassalage: z.string(),
    displayName: z.string(),
    gameType: z.string(),
    gameClassify: z.string(),
    gameClassifyNew: z.string(),
    showIcon: z.string(),
    smallIcon: z.string(),
    defaultIcon: z.string(),
    platform: z.string(),
    minBet: z.number(),
    minLineNum: z.number().int(),
    /** 0: a free trial exists (spec section 3) */
    supportPlay: z.number().int(),
    supportTrail: z.number().int(),
    isHot: z.number().int(),
    isNew: z.number().int(),
    isTop: z.number().int(),
    /** VASSALAGE opens a sub-game list; GAME launches */
    isGame: z.enum(['GAME', 'VASSALAGE']),
    accountTypeName: z.string(),
    defaultPlayType: z.string().nullable(),
    maintenance: z.boolean().nullable(),
    status: z.number().int(),
    sysGameSort: z.number().int(),
  })
  .loose();
export type GameItem = z.infer<typeof gameItemSchema>;

/** GCS_recentGame (wire-contract.md 4.9: shape not seen; inferred as a list of game items). */
export const recentGamesSchema = z.array(gameItemSchema);

export const gameListSchema = z.object({
  games: z.array(gameItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

export const hotGameSchema = z
  .object({
    id: z.number().int(),
    nodeId: z.number().int(),
    gameId: z.string(),
    gameCode: z.string(),
    vendorCode: z.string(),
    vassalage: z.string(),
    gameType: z.string(),
    gameName: z.string(),
    displayName: z.string(),
    iconUrl: z.string(),
    telIconUrl: z.string(),
    supportPlay: z.number().int(),
    supportTrail: z.number().int(),
    sortNum: z.number().int(),
    type: z.literal('GAME'),
    isGame: z.enum(['GAME', 'VASSALAGE']),
    accountTypeName: z.string(),
  })
  .loose();
export const hotGamesSchema = z.object({ list: z.array(hotGameSchema) });
/** GCSGAME_hotGamesV2: GET query (app A) or POST body (PX); `count` is the simulator's own. */
export const hotGamesQuerySchema = z
  .object({ count: wireInt(z.number().int().min(1).max(200)).optional() })
  .loose();

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  lagerIcon: z.string(),
  icon: z.string(),
  small: z.string(),
  mobile: z.string(),
  maintenance: z.boolean(),
  gameCount: z.number().int(),
});
export const laneSchema = z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(z.object({ key: z.string(), displayName: z.string(), gameCount: z.number().int() })),
});
export const lanesSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });
export type Lane = z.infer<typeof laneSchema>;

/** GCSGAME_getVassGameType: `content.<gameType>.<vendor> = []` (always empty, as the APPJS comment shows) */
export const vassGameTypeSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.tuple([]))),
});
