// A mission row read as rules: its kind, texts in a language, phase on the simulated clock, and how its
// values read on the wire (money kinds in major units, counts as they are).
import type { Language } from '@sim/shared/languages';
import { toMajor, toMinor } from '@sim/shared/money';
import type { GameType } from '@sim/shared/relay/gcsgame';
import { type MissionKind, MONEY_MISSION_KINDS } from '@sim/shared/relay/missions';
import { z } from 'zod';
import type { Mission, MissionMilestone } from '../../generated/prisma/client.ts';

export type MissionWithMilestones = Mission & { milestones: MissionMilestone[] };

export const kindOf = (mission: Pick<Mission, 'kind'>) => mission.kind as MissionKind;
export const gameTypeOf = (mission: Pick<Mission, 'gameType'>) => mission.gameType as GameType | null;

const isMoney = (kind: MissionKind) => MONEY_MISSION_KINDS.includes(kind);

/** A stored value (minor units or a count) as the wire shows it. */
export const wireValue = (kind: MissionKind, stored: bigint): number =>
  isMoney(kind) ? toMajor(stored) : Number(stored);

/** A value given by an operator as it is stored; counts are whole. */
export const storedValue = (kind: MissionKind, given: number): bigint =>
  isMoney(kind) ? toMinor(given) : BigInt(Math.ceil(given));

const textsSchema = z.record(z.string(), z.string());

/** The text in the language asked for, else English, else whichever was written. */
export function textIn(texts: unknown, language: Language, fallback: string): string {
  const parsed = textsSchema.safeParse(texts);
  const all = parsed.success ? parsed.data : {};
  return all[language] ?? all.EN ?? Object.values(all)[0] ?? fallback;
}

/** O while it runs; E once its time is over or an operator closed it (its progress stops there). */
export function phaseOf(mission: Pick<Mission, 'status' | 'endsAt'>, now: Date): 'O' | 'E' {
  return mission.status === 'CLOSED' || (mission.endsAt !== null && mission.endsAt <= now) ? 'E' : 'O';
}

/** Where progress stops counting: now, or the end of the mission's time. */
export const countsUntil = (mission: Pick<Mission, 'endsAt'>, now: Date): Date =>
  mission.endsAt && mission.endsAt < now ? mission.endsAt : now;

export const byTarget = (milestones: MissionMilestone[]) => [...milestones].sort((a, b) => a.seq - b.seq);
