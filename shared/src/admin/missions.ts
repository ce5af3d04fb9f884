// missions.*: the operator's missions (create, edit, close, list), a member's progress and its reset.
// The same mission input is the scenario file's `missions:` entry.
import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { GAME_TYPES } from '../relay/gcsgame.ts';
import { MISSION_KINDS, milestoneSchema } from '../relay/missions.ts';

const merchant = z.string().optional();
const isoOrMs = z.union([z.string().min(1), z.number()]);

/** text per language; a language left out reads the EN text (or the first one given) */
const textsSchema = z
  .partialRecord(z.enum(LANGUAGES), z.string().min(1).max(300))
  .refine((texts) => Object.keys(texts).length > 0, 'at least one language');

export const milestoneInputSchema = z.object({
  target: z
    .number()
    .positive()
    .max(1e12)
    .describe('money (major units) for VALID_BET and DEPOSIT, a count for ROUNDS and ACTIVE_DAYS'),
  reward: z.number().min(0).max(1e9).describe('paid to the main wallet through the ledger when claimed'),
});

const missionFields = z.object({
  merchant,
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, '2 to 40 letters, digits, _ or -')
    .describe('stable per merchant: a scenario applied twice edits the same mission'),
  kind: z
    .enum(MISSION_KINDS)
    .describe('what counts: stakes of settled rounds, approved deposits, settled rounds or active days'),
  gameType: z
    .enum(GAME_TYPES)
    .nullable()
    .optional()
    .describe('VALID_BET and ROUNDS: only rounds of this game type count'),
  titles: textsSchema.describe('the title per language; a language left out reads the EN text'),
  descriptions: textsSchema.optional().describe('a description per language'),
  startTime: isoOrMs.optional().describe('ISO time or ms epoch; default now'),
  endTime: isoOrMs.nullable().optional().describe('null: no end'),
  milestones: z
    .array(milestoneInputSchema)
    .min(1)
    .max(20)
    .describe('in rising order of target; an edit that names them replaces them all'),
});

/** create, or edit the mission with the same code */
export const missionInputSchema = missionFields;
export type MissionInput = z.input<typeof missionInputSchema>;

export const updateMissionInput = missionFields
  .partial()
  .extend({ merchant, code: missionFields.shape.code, status: z.enum(['ACTIVE', 'CLOSED']).optional() });

export const missionCodeInput = z.object({ merchant, code: missionFields.shape.code });

export const listMissionsInput = z.object({ merchant, includeClosed: z.boolean().default(true) }).optional();

export const adminMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(MISSION_KINDS),
  gameType: z.enum(GAME_TYPES).nullable(),
  titles: z.record(z.string(), z.string()),
  status: z.enum(['ACTIVE', 'CLOSED', 'ENDED']),
  startTime: z.number(),
  endTime: z.number().nullable(),
  milestones: z.array(
    z.object({ id: z.number().int(), seq: z.number().int(), target: z.number(), reward: z.number() }),
  ),
  claims: z.number().int(),
});
export type AdminMission = z.infer<typeof adminMissionSchema>;

export const memberProgressInput = z.object({
  merchant,
  code: missionFields.shape.code,
  username: z.string(),
});

export const memberProgressSchema = z.object({
  username: z.string(),
  code: z.string(),
  currentValue: z.number(),
  /** since when progress counts (the mission's start, or the last reset) */
  since: z.number(),
  generation: z.number().int(),
  milestones: z.array(milestoneSchema),
});
