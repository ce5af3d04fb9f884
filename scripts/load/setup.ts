// Before the load: the merchant made multi-wallet with only the back office deciding deposits, a few
// slot games chosen from the catalogue, and the load members created (with an opening balance), logged
// in and holding a launch token for each game.
import { toMinor } from '@sim/shared/money';
import type { GameItem } from '@sim/shared/relay/gcsgame';
import { MAIN_WALLET } from '@sim/shared/wps/cashier';
import type { Balance } from '@sim/shared/wps/wallet';
import type { AdminClient } from '../../server/src/admin/client.ts';
import type { LoadGame, LoadMember } from './context.ts';
import type { Outcome, Wire } from './wire.ts';

const PASSWORD = 'Load1234';
export const PAYMENT_PASSWORD = '123456';
const VENDORS_WANTED = 3;
const GAMES_PER_VENDOR = 2;
const SETUP_PARALLEL = 4;

export function required<T>(what: string, outcome: Outcome<T>): T {
  if (outcome.kind === 'ok') return outcome.value;
  const why = outcome.kind === 'refused' ? `${outcome.errorCode}: ${outcome.message}` : outcome.reason;
  throw new Error(`setup: ${what} failed (${why})`);
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function configureMerchant(admin: AdminClient): Promise<void> {
  await admin.brand.set.mutate({ singleWallet: false });
  await admin.cashier.setSettings.mutate({
    depositAutoApproveMinutes: null,
    withdrawAutoPayMinutes: null,
    withdrawDailyCount: 100,
  });
}

/** Launchable slot games of the first vendors (in wallet order) that have some. */
async function chooseGames(wire: Wire, vendors: string[]): Promise<Omit<LoadGame, 'providerToken'>[]> {
  const chosen: Omit<LoadGame, 'providerToken'>[] = [];
  for (const vendor of vendors) {
    const page = required(
      `game list of ${vendor}`,
      await wire.get<{ games: GameItem[] }>(
        `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageNo=1&pageSize=12`,
      ),
    );
    const games = page.games.filter((g) => g.isGame === 'GAME' && !g.maintenance && g.minBet <= 1);
    for (const game of games.slice(0, GAMES_PER_VENDOR))
      chosen.push({ nodeId: game.nodeId, vendor: game.vassalage, minBet: Math.max(game.minBet, 0.01) });
    if (new Set(chosen.map((g) => g.vendor)).size >= VENDORS_WANTED) break;
  }
  if (chosen.length === 0)
    throw new Error(`setup: no launchable slot game found (vendor wallets: ${vendors.join(', ') || 'none'})`);
  return chosen;
}

async function login(wire: Wire, username: string): Promise<{ token: string; id: number }> {
  return required(
    `login ${username}`,
    await wire.post<{ token: string; id: number }>('/wps/session/login/unsecure', {
      username,
      password: PASSWORD,
    }),
  );
}

export async function launch(wire: Wire, token: string, nodeId: number): Promise<string> {
  const { content } = required(
    `launch ${nodeId}`,
    await wire.get<{ content: { game_url: string } }>(
      `/wps/game/launchGame?nodeId=${nodeId}&accountType=1&launchMode=GLS&platform=html5-desktop&clientType=3`,
      token,
    ),
  );
  const providerToken = new URL(content.game_url).searchParams.get('token');
  if (!providerToken) throw new Error(`setup: launch ${nodeId} gave no token: ${content.game_url}`);
  return providerToken;
}

export async function prepareMembers(
  admin: AdminClient,
  wire: Wire,
  count: number,
): Promise<{ members: LoadMember[]; games: Omit<LoadGame, 'providerToken'>[] }> {
  const usernames = Array.from({ length: count }, (_, i) => `load${String(i + 1).padStart(3, '0')}`);
  // opening balances with cents, so the books have to add up to the cent
  const opening = (i: number) => 2500 + ((i * 37) % 100) / 100;
  await inParallel(usernames, SETUP_PARALLEL, (username) =>
    admin.members.create.mutate({
      username,
      password: PASSWORD,
      balance: opening(usernames.indexOf(username)),
      paymentPassword: PAYMENT_PASSWORD,
      hasLoggedInBefore: true,
    }),
  );
  const sessions = await inParallel(usernames, SETUP_PARALLEL, (username) => login(wire, username));
  const first = required(
    'balance',
    await wire.get<Balance>('/wps/v2/wallets/balance?typeId=0', sessions[0]!.token),
  );
  const vendors = first.balance.map((w) => w.accountTypeName).filter((name) => name !== MAIN_WALLET);
  const games = await chooseGames(wire, vendors);
  const members = await inParallel(usernames, SETUP_PARALLEL, async (username) => {
    const index = usernames.indexOf(username);
    const session = sessions[index]!;
    const launched: LoadGame[] = [];
    for (const game of games)
      launched.push({ ...game, providerToken: await launch(wire, session.token, game.nodeId) });
    return {
      username,
      memberId: session.id,
      token: session.token,
      openingMinor: toMinor(opening(index)),
      games: launched,
      estimate: new Map([[MAIN_WALLET, opening(index)]]),
      stale: false,
      toConfirm: [],
    } satisfies LoadMember;
  });
  return { members, games };
}
