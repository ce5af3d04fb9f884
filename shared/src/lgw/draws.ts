// The lottery gateway's draws (numeros): opened draws with their winning numbers, and the draws of a
// game around now (the one open for betting, the next, the last drawn). Times are ms epochs on the
// simulated clock; every answer that counts down carries `serverTime` so a client can follow a
// clock QA has moved. A draw closes to bets `closeBeforeSeconds` before it opens.
import { z } from 'zod';
import { wireInt } from '../wire-number.ts';
import { LOTTERY_FAMILIES } from './plays.ts';

const gameIdParam = wireInt(z.number().int().positive());

/** A draw that has opened. */
export const drawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  nodeId: z.number().int(),
  gameId: z.number().int(),
  /** e.g. 20261122-001: the day (UTC) and the draw's number within it */
  numero: z.string(),
  openTime: z.number(),
  /** comma-separated numbers, the first prize first: 5 digits each; one of 5 (a 5D game) or 3 (a 3D game) */
  winningNumber: z.string(),
});
export type Draw = z.infer<typeof drawSchema>;

/** /lgw/games/opened/numero, /lgw/vn/numeros/opened/game: keyed by `<gameCode>:<numero>` or game code. */
export const drawsSchema = z.record(z.string(), drawSchema);
/** Newest first, whatever order the keys came in. */
export const drawListSchema = drawsSchema.transform((draws) =>
  Object.values(draws).sort((a, b) => b.openTime - a.openTime),
);

export const openedNumeroQuerySchema = z
  .object({
    count: wireInt(z.number().int().min(1).max(200)).default(100),
    gameCode: z.string().optional(),
    gameId: gameIdParam.optional(),
  })
  .loose();

/** "12345,67890" → ["12345", "67890"] */
export function winningNumbers(draw: { winningNumber: string }): string[] {
  return draw.winningNumber
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

export const NUMERO_STATUSES = ['OPEN', 'DRAWN'] as const;
export type NumeroStatus = (typeof NUMERO_STATUSES)[number];

/** One draw of a game: OPEN takes bets, DRAWN has its winning number. */
export const numeroSchema = z.object({
  numero: z.string(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  openTime: z.number(),
  closeTime: z.number(),
  status: z.enum(NUMERO_STATUSES),
  winningNumber: z.string().nullable(),
});
export type Numero = z.infer<typeof numeroSchema>;

export const gameQuerySchema = z
  .object({ gameId: gameIdParam.optional(), gameCode: z.string().optional() })
  .loose()
  .refine((q) => q.gameId !== undefined || q.gameCode !== undefined, 'give gameId or gameCode')
  .meta({ anyOf: [{ required: ['gameId'] }, { required: ['gameCode'] }] });

/** GET /lgw/numeros/near: read UNWRAPPED, e.g. `currentNumero.numero`, `currentNumero.gameId`. */
export const nearNumerosSchema = z.object({
  /** the draw open for betting now */
  currentNumero: numeroSchema,
  /** the one after it */
  nextNumero: numeroSchema,
  /** the latest draw that has opened */
  lastNumero: numeroSchema,
  serverTime: z.number(),
});
export type NearNumeros = z.infer<typeof nearNumerosSchema>;

/** GET /lgw/draw/code/<code>: a game's schedule and its draws around now. */
export const drawInfoSchema = nearNumerosSchema.extend({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  family: z.enum(LOTTERY_FAMILIES),
  drawIntervalSeconds: z.number().int(),
  closeBeforeSeconds: z.number().int(),
});
export type DrawInfo = z.infer<typeof drawInfoSchema>;

export const drawQuerySchema = z
  .object({
    gameId: gameIdParam.optional(),
    gameCode: z.string().optional(),
    prizeMode: z.string().optional(),
  })
  .loose();

/** GET /lgw/draw: keyed by game code (every lottery of the prize mode, or the one named). */
export const drawInfosSchema = z.record(z.string(), drawInfoSchema);
