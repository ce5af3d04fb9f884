// GCSGAME_getGameMatchV2: the matches of a sports or e-sports game, a rolling schedule drawn from the game's
// id and the simulated clock. Each game kicks off a match every SLOT (2 h sports, 1 h e-sports) at an
// offset of its own; a match's teams, league and final score come from a seeded draw of (game, slot), so
// every replica and every call agree without storing anything. What the clock says decides the status:
// UPCOMING before kick-off, LIVE while it runs (the score climbs towards the final one), FINISHED after.
// The list covers the last WINDOW_BACK and the next WINDOW_AHEAD of the clock.
import type { GameMatch } from '@sim/shared/relay/game-matches';
import type { Db } from '../../db/client.ts';
import { PlatformError } from '../../foundation/errors.ts';
import { hashSeed, pick, type Random, seededRandom } from '../../lib/seeded-random.ts';
import { ESPORTS_LEAGUES, ESPORTS_TEAMS, SPORTS_LEAGUES, SPORTS_TEAMS } from './match-teams.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WINDOW_BACK = 6 * HOUR;
const WINDOW_AHEAD = 24 * HOUR;

/** the game types that have matches, with their schedule and the names they draw from */
const SCHEDULES = {
  SPORTS: {
    slot: 2 * HOUR,
    duration: 105 * MINUTE,
    maxGoals: 4,
    teams: SPORTS_TEAMS,
    leagues: SPORTS_LEAGUES,
  },
  ESPORTS: { slot: HOUR, duration: 50 * MINUTE, maxGoals: 2, teams: ESPORTS_TEAMS, leagues: ESPORTS_LEAGUES },
} as const;
type Schedule = (typeof SCHEDULES)[keyof typeof SCHEDULES];

const scheduleOf = (gameType: string): Schedule | undefined =>
  (SCHEDULES as Record<string, Schedule>)[gameType];

function twoTeams(random: Random, teams: readonly string[]): [string, string] {
  const home = Math.floor(random() * teams.length);
  const away = (home + 1 + Math.floor(random() * (teams.length - 1))) % teams.length;
  return [teams[home]!, teams[away]!];
}

/** One match of the game's schedule: the slot's draw read at the clock's `now`. */
export function matchAt(gameId: number, schedule: Schedule, slot: number, now: number): GameMatch {
  const random = seededRandom(hashSeed(`${gameId}/${slot}`));
  const offset = hashSeed(`${gameId}`) % schedule.slot;
  const startTime = slot * schedule.slot + offset;
  const endTime = startTime + schedule.duration;
  const [homeTeam, awayTeam] = twoTeams(random, schedule.teams);
  const league = pick(random, schedule.leagues);
  const finalHome = Math.floor(random() * (schedule.maxGoals + 1));
  const finalAway = Math.floor(random() * (schedule.maxGoals + 1));
  const status = now < startTime ? 'UPCOMING' : now < endTime ? 'LIVE' : 'FINISHED';
  // a live score: the share of the final one the elapsed share of the match has reached
  const share = status === 'FINISHED' ? 1 : Math.max(0, (now - startTime) / schedule.duration);
  const score = (final: number) => (status === 'UPCOMING' ? null : Math.floor(final * share));
  return {
    matchId: `${gameId}-${slot}`,
    league,
    homeTeam,
    awayTeam,
    startTime,
    endTime,
    status,
    homeScore: score(finalHome),
    awayScore: score(finalAway),
  };
}

export interface MatchQuery {
  nodeId?: number;
  gameCode?: string;
  status: GameMatch['status'] | 'ALL';
}

export async function gameMatches(db: Db, query: MatchQuery, now: Date) {
  if (!query.nodeId && !query.gameCode)
    throw PlatformError.of('requestParamError', { message: 'Name the game: nodeId or gameCode' });
  const game = query.nodeId
    ? await db.game.findUnique({ where: { id: query.nodeId } })
    : await db.game.findFirst({ where: { code: query.gameCode, kind: 'GAME' } });
  if (!game) throw PlatformError.of('gameNotFound');
  const schedule = scheduleOf(game.gameType);
  if (!schedule || game.kind !== 'GAME')
    // a well-formed call about a game without matches: the game's refusal, not bad input
    throw PlatformError.of('gameNotFound', { message: 'No sports or e-sports game with matches by that id' });
  const at = now.getTime();
  const offset = hashSeed(`${game.id}`) % schedule.slot;
  const first = Math.floor((at - WINDOW_BACK - schedule.duration - offset) / schedule.slot) + 1;
  const last = Math.floor((at + WINDOW_AHEAD - offset) / schedule.slot);
  const list: GameMatch[] = [];
  for (let slot = first; slot <= last; slot++) {
    const match = matchAt(game.id, schedule, slot, at);
    if (match.endTime < at - WINDOW_BACK) continue;
    if (query.status === 'ALL' || match.status === query.status) list.push(match);
  }
  return { nodeId: game.id, gameCode: game.code, gameName: game.name, gameType: game.gameType, list };
}
