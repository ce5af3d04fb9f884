// The members the bench plays and logs in with, made through the admin API: round players with a
// launch token for one slot game each, and a member kept apart for the login call (a login ends the
// member's earlier session, so the token calls and rounds use others).
import type { GameItem } from '@sim/shared/relay/gcsgame';
import type { AdminClient } from '../../server/src/admin/client.ts';
import { launch, required } from '../load/setup.ts';
import type { Wire } from '../load/wire.ts';

const PASSWORD = 'Bench1234';
/** enough for every round of a long bench at the game's minimum stake */
const OPENING_BALANCE = 100_000;

export const LOGIN_MEMBER = { username: 'benchlogin', password: PASSWORD };

async function createMember(admin: AdminClient, username: string): Promise<void> {
  await admin.members.create.mutate({
    username,
    password: PASSWORD,
    balance: OPENING_BALANCE,
    hasLoggedInBefore: true,
  });
}

/** A launchable slot game of the catalogue. */
async function slotGame(wire: Wire): Promise<GameItem> {
  const { games } = required(
    'slot game list',
    await wire.get<{ games: GameItem[] }>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=48'),
  );
  const game = games.find((g) => g.isGame === 'GAME' && !g.maintenance);
  if (!game) throw new Error('bench: no launchable slot game in the catalogue');
  return game;
}

export async function plainLogin(wire: Wire, username: string, password: string): Promise<string> {
  return required(
    `login ${username}`,
    await wire.post<{ token: string }>('/wps/session/login/unsecure', { username, password }),
  ).token;
}

/** `count` members, each logged in with a launch token for the same slot game; the stake to play. */
export async function roundPlayers(admin: AdminClient, wire: Wire, count: number) {
  const game = await slotGame(wire);
  const providerTokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const username = `benchround${String(i).padStart(2, '0')}`;
    await createMember(admin, username);
    providerTokens.push(await launch(wire, await plainLogin(wire, username, PASSWORD), game.nodeId));
  }
  return { providerTokens, stake: Math.max(game.minBet, 0.01) };
}

export async function createLoginMember(admin: AdminClient): Promise<void> {
  await createMember(admin, LOGIN_MEMBER.username);
}
